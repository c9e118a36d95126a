import ComplayoutDiagnostics

/// A flow sequence (`[88, 92, ~, 60]`) kept as the text it is written in rather than as a node
/// per entry: the form of the keys a reader asks for (`YAMLLoader.load(bytes:limits:format:packing:)`),
/// whose lists may hold millions of plain scalars, each costing a few bytes of text and no node.
///
/// Its first `count` entries are plain, untagged scalars on one line each, with no space, comma,
/// bracket, brace or `#` in them: their text is their value, and `forEachScalar` finds them again
/// by reading the bytes. The entries after the first that is not such a scalar (a quoted one, a
/// mapping, an alias) are ordinary nodes, in `rest`.
package struct PackedSequence: Sendable {
    /// The input from the opening bracket on.
    private let text: ArraySlice<UInt8>
    /// Where the opening bracket is.
    private let start: SourcePosition
    /// The plain scalars written first.
    package let count: Int
    /// The entries after them, as nodes.
    package let rest: YAMLNodeList

    init(text: ArraySlice<UInt8>, start: SourcePosition, count: Int, rest: YAMLNodeList) {
        self.text = text
        self.start = start
        self.count = count
        self.rest = rest
    }

    /// Calls `body` with the bytes and the range of each of the first `count` scalars, in order;
    /// it stops early when `body` returns false.
    package func forEachScalar(_ body: (UnsafeBufferPointer<UInt8>, SourceRange) -> Bool) {
        text.withUnsafeBufferPointer { bytes in
            var index = 1  // past "["
            var line = start.line
            var column = start.column + 1
            for _ in 0..<count {
                // Between entries: spaces, tabs, line breaks, commas and comments.
                separators: while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","):
                        index += 1
                        column += 1
                    case UInt8(ascii: "#"):
                        while index < bytes.count, SourcePositions.lineBreakLength(at: index, in: bytes) == 0 { index += 1 }
                    default:
                        let breakLength = SourcePositions.lineBreakLength(at: index, in: bytes)
                        guard breakLength > 0 else { break separators }
                        index += breakLength
                        line += 1
                        column = 1
                    }
                }
                let first = index
                let firstColumn = column
                while index < bytes.count, !Self.endsScalar(bytes[index]),
                    SourcePositions.lineBreakLength(at: index, in: bytes) == 0
                {
                    if bytes[index] & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
                let range = SourceRange(
                    start: SourcePosition(line: line, column: firstColumn), end: SourcePosition(line: line, column: column))
                guard body(UnsafeBufferPointer(rebasing: bytes[first..<index]), range) else { return }
            }
        }
    }

    /// True for the bytes that end a packed scalar (line breaks aside).
    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
    }

    /// True when a plain scalar with this text, written on one line, can be packed: its text is
    /// its value, and no byte of it would end it when read again.
    static func canPack(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        !text.isEmpty
            && !text.contains {
                endsScalar($0) || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{")
                    || $0 == UInt8(ascii: "}") || $0 == 0x0A || $0 == 0x0D || $0 == 0xC2 || $0 == 0xE2
            }
    }
}
