/// The lines of a source text, found on demand. A file of sixteen million empty lines keeps one
/// offset per thousand lines or per 64 KiB, not one per line, and looking a line up scans at most
/// that far.
struct SourceLines: Sendable {
    private let text: String
    /// Line numbers (1-based) and the UTF-8 offsets where those lines start, both increasing.
    private let checkpoints: [(line: Int, offset: Int)]

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        var checkpoints = [(line: 1, offset: 0)]
        var line = 1
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            guard byte == UInt8(ascii: "\n") else { continue }
            line += 1
            if line % 1024 == 0 || offset - checkpoints[checkpoints.count - 1].offset >= 1 << 16 {
                checkpoints.append((line, offset))
            }
        }
        self.text = text
        self.checkpoints = checkpoints
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
        var start = utf8.index(utf8.startIndex, offsetBy: checkpoints[low].offset)
        for _ in checkpoints[low].line..<number {
            guard let lineFeed = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = utf8.index(after: lineFeed)
        }
        return text[start...]
    }
}
