/// Prints diagnostics the way compilers do: `FILE:LINE:COLUMN: error: MESSAGE [id]`, then the
/// source line and a caret under the range, then each note the same way.
///
/// With `colored`, ANSI escapes mark the parts as clang does: the place and the message in bold,
/// the severity in red (error), magenta (warning) or cyan (note), the caret in green.
public struct DiagnosticRenderer: DiagnosticFormatter {
    /// The file name printed in front of every diagnostic.
    public var path: String
    /// Whether to add ANSI colour escapes.
    public var colored: Bool
    private let lines: SourceLines?

    /// A renderer for diagnostics about `source`, the text of the file at `path`.
    public init(path: String, source: String?, colored: Bool = false) {
        self.path = path
        self.colored = colored
        self.lines = source.map(SourceLines.init)
    }

    /// One diagnostic, its source excerpt, and its notes.
    public func render(_ diagnostic: Diagnostic) -> String {
        var text = line(
            diagnostic.severity.rawValue, "\(diagnostic.message.escapingControlCharacters) [\(diagnostic.id)]",
            at: diagnostic.range)
        for note in diagnostic.notes {
            text += line("note", note.message.escapingControlCharacters, at: note.range)
        }
        return text
    }

    private func line(_ label: String, _ message: String, at range: SourceRange?) -> String {
        let place = range.map { "\(path):\($0.start.line):\($0.start.column):" } ?? "\(path):"
        let headline = styled(place, .bold) + " " + styled(label + ":", Style(severity: label)) + " "
            + styled(message, .bold) + "\n"
        return headline + (range.map(excerpt) ?? "")
    }

    /// The most characters of a source line quoted; a longer line (a minified or hostile file) is
    /// quoted as this many around the range's start, so output stays small whatever the input.
    public static let maxExcerptWidth = 160
    /// Past this column no line is quoted: reaching it costs a walk over every character before it.
    public static let maxExcerptColumn = 100_000

    /// The source line of `range`'s start with a caret marking the range (to the line's end if it
    /// spans lines). Lines end where libyaml ends them (`SourceLines`); a control character is
    /// shown as one visible column (`visibleInExcerpt`), a tab as a space.
    private func excerpt(_ range: SourceRange) -> String {
        guard range.start.column <= Self.maxExcerptColumn, let rest = lines?.rest(fromLine: range.start.line) else {
            return ""
        }
        // Only the window is read, never the whole line: from `skipped` characters in, at most the width.
        let skipped = max(range.start.column - 1 - Self.maxExcerptWidth / 2, 0)
        var window = String.UnicodeScalarView()
        var column = 0
        for scalar in rest.unicodeScalars {
            if SourceLines.isLineBreak(scalar) || column == skipped + Self.maxExcerptWidth { break }
            if column >= skipped { window.append(scalar == "\t" ? " " : scalar.visibleInExcerpt) }
            column += 1
        }
        if column < skipped { return "" }
        let sourceLine = String(window)
        let range = SourceRange(
            start: SourcePosition(line: range.start.line, column: range.start.column - skipped),
            end: SourcePosition(line: range.end.line, column: range.end.column - skipped))
        let width = sourceLine.unicodeScalars.count
        let start = min(max(range.start.column - 1, 0), width)
        let end = range.end.line == range.start.line ? min(max(range.end.column - 1, start + 1), max(width, start + 1)) : max(width, start + 1)
        let marker = "^" + String(repeating: "~", count: max(end - start - 1, 0))
        return "\(sourceLine)\n" + String(repeating: " ", count: start) + styled(marker, .green) + "\n"
    }

    private func styled(_ text: String, _ style: Style) -> String {
        colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// ANSI select-graphic-rendition codes.
    private enum Style: String {
        case bold = "1"
        case red = "1;31"
        case magenta = "1;35"
        case cyan = "1;36"
        case green = "1;32"

        init(severity label: String) {
            switch label {
            case Severity.error.rawValue: self = .red
            case Severity.warning.rawValue: self = .magenta
            default: self = .cyan
            }
        }
    }
}
