/// The lines of a source text, found on demand. A file of sixteen million empty lines keeps one
/// offset per thousand lines or per 64 KiB, not one per line, and looking a line up scans at most
/// that far.
///
/// Lines break where libyaml breaks them, so that a diagnostic's line is the line quoted: at LF,
/// CR, CR LF, NEL (U+0085), LS (U+2028) and PS (U+2029). A UTF-8 byte order mark, which libyaml
/// skips without counting a column, is not part of the first line.
struct SourceLines: Sendable {
    private let text: String
    /// Line numbers (1-based) and the UTF-8 offsets where those lines start, both increasing.
    private let checkpoints: [(line: Int, offset: Int)]

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        let checkpoints = text.utf8.withContiguousStorageIfAvailable { utf8 in
            let start = utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var checkpoints = [(line: 1, offset: start)]
            var line = 1
            var offset = start
            while offset < utf8.count {
                let length = Self.breakLength(at: offset, in: utf8)
                offset += max(length, 1)
                guard length > 0 else { continue }
                line += 1
                if line % 1024 == 0 || offset - checkpoints[checkpoints.count - 1].offset >= 1 << 16 {
                    checkpoints.append((line, offset))
                }
            }
            return checkpoints
        }
        self.text = text
        self.checkpoints = checkpoints ?? [(1, 0)]
    }

    /// The bytes of the line break at `offset`, 0 when none starts there.
    private static func breakLength(at offset: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        switch utf8[offset] {
        case 0x0A: return 1
        case 0x0D: return offset + 1 < utf8.count && utf8[offset + 1] == 0x0A ? 2 : 1
        case 0xC2: return offset + 1 < utf8.count && utf8[offset + 1] == 0x85 ? 2 : 0
        case 0xE2:
            let separator = offset + 2 < utf8.count && utf8[offset + 1] == 0x80
                && (utf8[offset + 2] == 0xA8 || utf8[offset + 2] == 0xA9)
            return separator ? 3 : 0
        default: return 0
        }
    }

    /// Whether `scalar` ends a line (the scalars of the breaks above).
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// From the start of line `number` to the end of the text; nil past the last line.
    func rest(fromLine number: Int) -> Substring? {
        guard number >= 1 else { return nil }
        // The last checkpoint at or before the line.
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if checkpoints[middle].line <= number { low = middle } else { high = middle - 1 }
        }
        let utf8 = text.utf8
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var offset = checkpoints[low].offset
            var line = checkpoints[low].line
            while line < number {
                guard offset < bytes.count else { return nil }
                let length = Self.breakLength(at: offset, in: bytes)
                offset += max(length, 1)
                if length > 0 { line += 1 }
            }
            return offset
        }
        guard let offset = found ?? nil else { return nil }
        return text[utf8.index(utf8.startIndex, offsetBy: offset)...]
    }
}
