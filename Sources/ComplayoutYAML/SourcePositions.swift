internal import ComplayoutLibYAML
import ComplayoutDiagnostics

/// Turns libyaml's 0-based marks and byte offsets into 1-based positions in one text.
struct SourcePositions {
    /// The 0-based position just past the text's last character.
    private let endOfText: (line: Int, column: Int)
    private let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        endOfText = Self.endOfPlainText(bytes) ?? Self.zeroBased(ofByteOffset: bytes.count, in: bytes)
    }

    /// The 0-based end of a text of ASCII with line feeds as its only line breaks — the usual
    /// case — found eight bytes at a time; nil for any other text.
    private static func endOfPlainText(_ bytes: [UInt8]) -> (line: Int, column: Int)? {
        let lineFeeds = bytes.withUnsafeBytes { bytes -> Int? in
            var lineFeeds = 0
            var index = 0
            while index + 8 <= bytes.count {
                let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                guard word & 0x8080_8080_8080_8080 == 0, zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D) == 0 else { return nil }
                lineFeeds += zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A).nonzeroBitCount
                index += 8
            }
            for byte in bytes[index...] {
                guard byte < 0x80, byte != 0x0D else { return nil }
                if byte == 0x0A { lineFeeds += 1 }
            }
            return lineFeeds
        }
        guard let lineFeeds else { return nil }
        let lineStart = bytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return (lineFeeds, bytes.count - lineStart)
    }

    /// 0x80 in each byte of `word` that is zero, 0 in every other byte; exact, since no sum
    /// carries from one byte into the next.
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low = UInt64(0x7F7F_7F7F_7F7F_7F7F)
        return ~((word & low) &+ low | word | low)
    }

    /// The single place where 0-based line and column become 1-based.
    ///
    /// libyaml ends a stream without a final line break on a line of its own; such positions
    /// are pulled back to the end of the text, so that every position names a real line.
    func oneBased(line: Int, column: Int) -> SourcePosition {
        if (line, column) > endOfText {
            return SourcePosition(line: endOfText.line + 1, column: endOfText.column + 1)
        }
        return SourcePosition(line: line + 1, column: column + 1)
    }

    /// A libyaml mark; its column already counts characters (Unicode scalars), not bytes.
    func position(of mark: yaml_mark_t) -> SourcePosition {
        oneBased(line: Int(mark.line), column: Int(mark.column))
    }

    /// The range from one mark to another.
    func range(from start: yaml_mark_t, to end: yaml_mark_t) -> SourceRange {
        SourceRange(start: position(of: start), end: position(of: end))
    }

    /// The position of a byte offset, for reader errors, which carry an offset but no mark.
    func position(ofByteOffset offset: Int) -> SourcePosition {
        let position = Self.zeroBased(ofByteOffset: offset, in: bytes)
        return oneBased(line: position.line, column: position.column)
    }

    /// The position of a byte offset in `bytes`, without the scan of the whole text that making
    /// a `SourcePositions` costs (a file past the byte limit needs only this one position).
    static func position(ofByteOffset offset: Int, in bytes: [UInt8]) -> SourcePosition {
        let position = zeroBased(ofByteOffset: offset, in: bytes)
        return SourcePosition(line: position.line + 1, column: position.column + 1)
    }

    /// Whether `position` holds a tab with only spaces and tabs before it on its line.
    func isIndentationTab(at position: SourcePosition) -> Bool {
        var line = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        bytes.withUnsafeBufferPointer { buffer in
            while line < position.line, index < buffer.count {
                let breakLength = Self.lineBreakLength(at: index, in: buffer)
                index += max(breakLength, 1)
                if breakLength > 0 { line += 1 }
            }
        }
        let tab = index + position.column - 1
        guard line == position.line, tab < bytes.count, bytes[tab] == 0x09 else { return false }
        return bytes[index..<tab].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Counts as libyaml does: lines break at LF, CR, CRLF, NEL, LS and PS; a column is one
    /// scalar, so every byte that is not a UTF-8 continuation byte starts one (an invalid
    /// byte counts as one column too).
    private static func zeroBased(ofByteOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            var line = 0
            var column = 0
            // libyaml skips a UTF-8 byte order mark without moving its marks.
            var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let end = min(max(offset, 0), bytes.count)
            while index < end {
                // Every line break starts with one of these four bytes; any other byte is read
                // here, without looking further (this runs over the whole input for each load).
                let byte = bytes[index]
                guard byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2 else {
                    if byte & 0xC0 != 0x80 { column += 1 }
                    index += 1
                    continue
                }
                let breakLength = lineBreakLength(at: index, in: bytes)
                if breakLength > 0 {
                    index += breakLength
                    if index > end { break }
                    line += 1
                    column = 0
                    continue
                }
                column += 1  // 0xC2 or 0xE2 starting another character
                index += 1
            }
            return (line, column)
        }
    }

    /// The length in bytes of the line break at `index`, or 0 when there is none.
    static func lineBreakLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        func byte(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }
        switch byte(0) {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2: return byte(1) == 0x85 ? 2 : 0
        case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }
}
