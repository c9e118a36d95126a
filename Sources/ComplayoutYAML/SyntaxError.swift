import ComplayoutDiagnostics

/// What libyaml reported when it stopped: its problem, where, and what it was in the middle of.
struct SyntaxError: Error {
    /// libyaml's problem text, e.g. "did not find expected ',' or ']'".
    var problem: String
    var position: SourcePosition
    /// libyaml's context text, e.g. "while parsing a flow sequence"; nil when it gave none.
    var context: String?
    var contextPosition: SourcePosition?

    /// A `yaml-syntax` error that keeps both the problem and its context.
    var diagnostic: Diagnostic {
        var message = problem
        var notes: [Diagnostic.Note] = []
        if let context {
            message += " \(context)"
        }
        if let context, let contextPosition {
            message += " started at \(contextPosition)"
            // A note at the problem's own place would only repeat it.
            if contextPosition != position {
                notes.append(Diagnostic.Note("\(context) started here", at: SourceRange(at: contextPosition)))
            }
        }
        return Diagnostic(YAMLDiagnostic.syntax(message), at: SourceRange(at: position), notes: notes)
    }
}
