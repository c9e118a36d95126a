import ComplayoutModel
import ComplayoutAnalysis

/// Writes a layout transition at one progress as the JSON of `eval`, with the progress and each
/// element's alpha added (docs/transitions.md).
public struct TransitionWriter {
    public init() {}

    /// Writes `frame` to `output`.
    public func write(_ frame: TransitionFrame, to output: inout some TextOutputStream) {
        let size = frame.contentSize
        output.write("{\n  \"progress\": \(NumberText.format(frame.progress)),\n")
        output.write("  \"contentSize\": { \"width\": \(NumberText.format(size.width)), ")
        output.write("\"height\": \(NumberText.format(size.height)) },\n  \"elements\": [")
        for (index, element) in frame.elements.enumerated() {
            output.write(index == 0 ? "\n    " : ",\n    ")
            output.write("{ " + JSONWriter.members(of: element.attributes))
            output.write(", \"alpha\": \(NumberText.format(element.alpha)) }")
        }
        output.write(frame.elements.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}
