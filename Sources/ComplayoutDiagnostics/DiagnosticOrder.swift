extension Sequence<Diagnostic> {
    /// The diagnostics without repeats — the same severity, id, message and place — in order of
    /// first appearance; the one de-duplication of every stage (a YAML alias walked twice, a
    /// problem met in every environment of a matrix).
    public func uniqued() -> [Diagnostic] {
        var seen = Set<DiagnosticIdentity>()
        return filter { seen.insert(DiagnosticIdentity($0)).inserted }
    }

    /// The diagnostics by position, those without one last, keeping their order for ties.
    public func sortedByPosition() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            switch (lhs.element.range?.start, rhs.element.range?.start) {
            case let (left?, right?) where left != right: left < right
            case (nil, _?): false
            case (_?, nil): true
            default: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}

/// What makes two diagnostics the same report: notes do not count.
package struct DiagnosticIdentity: Hashable {
    var severity: Severity
    var id: String
    var message: String
    var range: SourceRange?

    package init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity
        id = diagnostic.id
        message = diagnostic.message
        range = diagnostic.range
    }
}
