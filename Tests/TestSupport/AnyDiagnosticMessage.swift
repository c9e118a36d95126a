import ComplayoutDiagnostics

/// A message with any id and wording, for tests of the formats, which need a diagnostic, not a
/// particular one; the package's own diagnostics are made from their stages' message enums.
public struct AnyDiagnosticMessage<ID: DiagnosticIDSet>: DiagnosticMessage {
    public var id: ID
    public var message: String
    public var severity: Severity

    public init(_ severity: Severity, _ id: ID, _ message: String) {
        self.severity = severity
        self.id = id
        self.message = message
    }
}

extension Diagnostic {
    /// An error with id `id` and wording `message`.
    public static func error(
        _ id: some DiagnosticIDSet, _ message: String, at range: SourceRange?, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(AnyDiagnosticMessage(.error, id, message), at: range, notes: notes)
    }

    /// A warning with id `id` and wording `message`.
    public static func warning(
        _ id: some DiagnosticIDSet, _ message: String, at range: SourceRange?, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(AnyDiagnosticMessage(.warning, id, message), at: range, notes: notes)
    }
}
