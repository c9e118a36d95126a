import ComplayoutDiagnostics

/// The result of running one file as a conformance case.
public struct CaseResult: Sendable, Hashable {
    /// What happened.
    public enum Outcome: Sendable, Hashable {
        case passed
        /// Every mismatch found, one sentence each.
        case failed([String])
        /// A case marked `knownGap` that disagrees as documented: the reason, and the mismatches.
        case knownGap(reason: String, mismatches: [String])
        /// The file has no `expect:` and loads: an example, not a case.
        case notACase
    }

    public var path: String
    public var outcome: Outcome
    /// The errors of a failed case that did not load as it should: for tools to show in place.
    public var diagnostics: [Diagnostic]

    public init(path: String, outcome: Outcome, diagnostics: [Diagnostic] = []) {
        self.path = path
        self.outcome = outcome
        self.diagnostics = diagnostics
    }
}
