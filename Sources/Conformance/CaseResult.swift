/// The result of running one file as a conformance case.
public struct CaseResult: Sendable, Hashable {
    /// What happened.
    public enum Outcome: Sendable, Hashable {
        case passed
        /// Every mismatch found, one sentence each.
        case failed([String])
        /// The file has no `expect:` and loads: an example, not a case.
        case notACase
    }

    public var path: String
    public var outcome: Outcome

    public init(path: String, outcome: Outcome) {
        self.path = path
        self.outcome = outcome
    }
}
