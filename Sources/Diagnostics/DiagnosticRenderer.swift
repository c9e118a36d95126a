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
    private let lines: [Substring]

    /// A renderer for diagnostics about `source`, the text of the file at `path`.
    public init(path: String, source: String?, colored: Bool = false) {
        self.path = path
        self.colored = colored
        self.lines = source.map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
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
        let place = range.map { "\(path):\($0.start.line):\($0.start.column):" } ?? "\(path):"
        let headline = styled(place, .bold) + " " + styled(label + ":", Style(severity: label)) + " "
            + styled(message, .bold) + "\n"
        return headline + (range.map(excerpt) ?? "")
    }

    /// The source line of `range`'s start with a caret marking the range (to the line's end if it spans lines).
    private func excerpt(_ range: SourceRange) -> String {
        let index = range.start.line - 1
        guard lines.indices.contains(index) else { return "" }
        let sourceLine = String(lines[index]).replacingTabs()
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

extension String {
    /// Tabs as single spaces, so that caret columns line up with the source's scalars.
    fileprivate func replacingTabs() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\t" ? " " : $0 }))
    }
}
