import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// `eval --format jsonl`: JSON Lines, a `Header` record first, then one element per line, each
/// written as it is computed, so that memory stays flat.
public enum ElementLines {
    /// The first record: the format's version and the content size.
    public struct Header: Codable, Sendable, Hashable {
        /// The version of this JSON Lines format (docs/cli.md, "Machine output and its versions").
        public static let currentVersion = 1

        public var formatVersion: Int
        public var contentSize: Size

        public init(contentSize: Size) {
            formatVersion = Self.currentVersion
            self.contentSize = contentSize
        }
    }

    /// Writes the header of `layout` and then its elements, one a line, to `output`.
    public static func write(_ layout: EvaluatedLayout, to output: inout some TextOutputStream) throws {
        try JSONOutputEncoder(layout: .line).encode(Header(contentSize: layout.contentSize), to: &output)
        for element in layout.elements {
            output.write(ElementText.line(element))
            output.write("\n")
        }
    }
}
