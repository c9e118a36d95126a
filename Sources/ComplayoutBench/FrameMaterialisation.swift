import Complayout

/// The work both sides of the materialisation and peer benchmarks time for complayout:
/// evaluate a loaded spec, then write every element's final frame into a preallocated array.
struct FrameMaterialisation {
    /// How the frames are taken from the evaluated layout.
    enum Path {
        /// `EvaluatedLayout.writeFrames(into:)`: the fast path for frames alone.
        case writeFrames
        /// Walking `EvaluatedLayout.elements`: one `LayoutAttributes`, index path included, per element.
        case elements
        /// The same elements a chunk at a time, into one reused buffer (`Iterator.next(into:)`).
        case chunks
    }

    let spec: SpecFile
    let path: Path
    /// Written in place on each run; sized for every element of the spec.
    var frames: [Rect]
    /// The buffer `.chunks` reuses for every chunk.
    private var chunk = [LayoutAttributes](repeating: .cell([0, 0], frame: .zero), count: 256)

    init(spec: SpecFile, elementCount: Int, path: Path = .writeFrames) {
        self.spec = spec
        self.path = path
        frames = Array(repeating: .zero, count: elementCount)
    }

    /// Evaluates and writes every element's final frame; returns how many were written.
    @discardableResult
    mutating func run() -> Int {
        guard let layout = try? Evaluator().evaluate(spec) else { return 0 }
        switch path {
        case .writeFrames:
            layout.writeFrames(into: &frames)
            return frames.count
        case .elements:
            var index = 0
            for element in layout.elements {
                frames[index] = element.frame
                index += 1
            }
            return index
        case .chunks:
            var iterator = layout.elements.makeIterator()
            var index = 0
            chunk.withUnsafeMutableBufferPointer { buffer in
                while case let count = iterator.next(into: buffer), count > 0 {
                    for element in buffer[..<count] {
                        frames[index] = element.frame
                        index += 1
                    }
                }
            }
            return index
        }
    }
}
