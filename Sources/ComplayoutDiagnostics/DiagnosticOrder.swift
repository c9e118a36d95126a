extension Sequence<Diagnostic> {
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
