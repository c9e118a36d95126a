/// Prints diagnostics the way compilers do: `FILE:LINE:COLUMN: error: MESSAGE [id]`, then the
/// source line and a caret under the range, then each note the same way.
public struct DiagnosticRenderer: Sendable {
    /// The file name printed in front of every diagnostic.
    public var path: String
    private let lines: [Substring]

    /// A renderer for diagnostics about `source`, the text of the file at `path`.
    public init(path: String, source: String?) {
        self.path = path
        // Split on the byte, not on Characters: a file of megabytes splits in milliseconds, and a
        // CRLF line ends at its LF like any other ("\r\n" is one Character).
        self.lines = source.map { text in
            text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
                Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
            }
        } ?? []
    }

    /// One diagnostic, its source excerpt, and its notes.
    public func render(_ diagnostic: Diagnostic) -> String {
        var text = line(diagnostic.severity.rawValue, "\(diagnostic.message) [\(diagnostic.id)]", at: diagnostic.range)
        for note in diagnostic.notes {
            text += line("note", note.message, at: note.range)
        }
        return text
    }

    private func line(_ label: String, _ message: String, at range: SourceRange?) -> String {
        guard let range else { return "\(path): \(label): \(message)\n" }
        return "\(path):\(range.start.line):\(range.start.column): \(label): \(message)\n" + excerpt(range)
    }

    /// The most characters of a source line quoted; a longer line (a minified or hostile file) is
    /// quoted as this many around the range's start, so output stays small whatever the input.
    public static let maxExcerptWidth = 160

    /// The source line of `range`'s start with a caret marking the range (to the line's end if it spans lines).
    private func excerpt(_ range: SourceRange) -> String {
        let index = range.start.line - 1
        guard lines.indices.contains(index) else { return "" }
        let scalars = lines[index].unicodeScalars
        let skipped = max(range.start.column - 1 - Self.maxExcerptWidth / 2, 0)
        guard let first = scalars.index(scalars.startIndex, offsetBy: skipped, limitedBy: scalars.endIndex) else {
            return ""
        }
        let last = scalars.index(first, offsetBy: Self.maxExcerptWidth, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let sourceLine = String(String.UnicodeScalarView(scalars[first..<last])).replacingTabs()
        let range = SourceRange(
            start: SourcePosition(line: range.start.line, column: range.start.column - skipped),
            end: SourcePosition(line: range.end.line, column: range.end.column - skipped))
        let width = sourceLine.unicodeScalars.count
        let start = min(max(range.start.column - 1, 0), width)
        let end = range.end.line == range.start.line ? min(max(range.end.column - 1, start + 1), max(width, start + 1)) : max(width, start + 1)
        let marker = String(repeating: " ", count: start) + "^" + String(repeating: "~", count: max(end - start - 1, 0))
        return "\(sourceLine)\n\(marker)\n"
    }
}

extension String {
    /// Tabs as single spaces, so that caret columns line up with the source's scalars.
    fileprivate func replacingTabs() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\t" ? " " : $0 }))
    }
}
