/// Turns the diagnostics of one file into text in one output format.
public protocol DiagnosticFormatter: Sendable {
    /// One diagnostic with its notes, ending with a newline.
    func render(_ diagnostic: Diagnostic) -> String
}

/// The output formats for diagnostics (`--diagnostics-format`).
public enum DiagnosticFormat: String, Sendable, Hashable, CaseIterable {
    /// For people: `FILE:LINE:COLUMN: error: MESSAGE [id]`, the source line and a caret.
    case text
    /// For tools: one JSON object per line.
    case json
    /// For GitHub Actions: one workflow command per diagnostic, which becomes an annotation.
    case github

    /// A formatter for diagnostics about `source`, the text of the file at `path`; `colored`
    /// applies to the text format only.
    public func formatter(path: String, source: String?, colored: Bool = false) -> any DiagnosticFormatter {
        switch self {
        case .text: DiagnosticRenderer(path: path, source: source, colored: colored)
        case .json: JSONDiagnosticFormatter(path: path)
        case .github: GitHubAnnotationFormatter(path: path)
        }
    }
}
