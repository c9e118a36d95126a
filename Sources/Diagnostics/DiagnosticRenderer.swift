/// Prints diagnostics the way compilers do: `FILE:LINE:COLUMN: error: MESSAGE [id]`, then the
/// source line and a caret under the range, then each note the same way.
public struct DiagnosticRenderer: Sendable {
    /// The file name printed in front of every diagnostic.
    public var path: String
    private let lines: SourceLines?

    /// A renderer for diagnostics about `source`, the text of the file at `path`.
    public init(path: String, source: String?) {
        self.path = path
        self.lines = source.map(SourceLines.init)
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
    /// Past this column no line is quoted: reaching it costs a walk over every character before it.
    public static let maxExcerptColumn = 100_000

    /// The source line of `range`'s start with a caret marking the range (to the line's end if it
    /// spans lines). Lines end at LF; a CRLF line's CR is not shown.
    private func excerpt(_ range: SourceRange) -> String {
        guard range.start.column <= Self.maxExcerptColumn, let rest = lines?.rest(fromLine: range.start.line) else {
            return ""
        }
        // Only the window is read, never the whole line: from `skipped` characters in, at most the width.
        let skipped = max(range.start.column - 1 - Self.maxExcerptWidth / 2, 0)
        var window = String.UnicodeScalarView()
        var column = 0
        for scalar in rest.unicodeScalars {
            if scalar == "\n" || column == skipped + Self.maxExcerptWidth { break }
            if column >= skipped { window.append(scalar == "\t" ? " " : scalar) }
            column += 1
        }
        if column < skipped { return "" }
        if window.last == "\r", column < skipped + Self.maxExcerptWidth { window.removeLast() }
        let sourceLine = String(window)
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
