import Complayout

/// The work both sides of the materialisation and peer benchmarks time for complayout:
/// evaluate a loaded spec, then walk `elements` and write every frame into a preallocated array.
struct FrameMaterialisation {
    let spec: SpecFile
    /// Written in place on each run; sized for every element of the spec.
    var frames: [Rect]

    init(spec: SpecFile, elementCount: Int) {
        self.spec = spec
        frames = Array(repeating: .zero, count: elementCount)
    }

    /// Evaluates and writes every element's final frame; returns how many were written.
    @discardableResult
    mutating func run() -> Int {
        guard let layout = try? Evaluator().evaluate(spec) else { return 0 }
        var index = 0
        for element in layout.elements {
            frames[index] = element.frame
            index += 1
        }
        return index
    }
}
