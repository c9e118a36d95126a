import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// `eval --format jsonl`: JSON Lines, a `Header` record first, then one element per line, each
/// written as it is computed, so that memory stays flat; the lines are written byte by byte into
/// blocks of 64 KiB, each handed to the output as one string.
public enum ElementLines {
    /// The first record: the format's version, the spec file when several are evaluated, and the
    /// content size.
    public struct Header: Codable, Sendable, Hashable {
        /// The version of this JSON Lines format (docs/cli.md, "Machine output and its versions").
        public static let currentVersion = 1

        public var formatVersion: Int
        /// The spec file the records are of; absent for one file alone.
        public var file: String?
        public var contentSize: Size

        public init(contentSize: Size, file: String? = nil) {
            formatVersion = Self.currentVersion
            self.file = file
            self.contentSize = contentSize
        }
    }

    /// Writes the header of `layout` and then its elements, one a line, to `output`; with `file`,
    /// every record begins with `"file"`, so that the records of many files can share one stream.
    public static func write(
        _ layout: EvaluatedLayout, file: String? = nil, to output: inout some TextOutputStream
    ) throws {
        try JSONOutputEncoder(layout: .line).encode(Header(contentSize: layout.contentSize, file: file), to: &output)
        var text = ElementText(file: file)
        var block = OutputBlock()
        for element in layout.elements {
            block.write(maximumCount: text.maximumCount(element) + 1, flushingTo: &output) { cursor in
                text.write(element, to: &cursor)
                cursor.append(UInt8(ascii: "\n"))
            }
        }
        block.flush(to: &output)
    }
}
