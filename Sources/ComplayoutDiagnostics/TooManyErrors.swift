extension Array where Element == Diagnostic {
    /// The first `maxErrors` diagnostics and, when there are more, a `too-many-errors` error at
    /// the first one left out: a file with a million mistakes costs what one with a hundred does.
    public func cut(atMost maxErrors: Int) -> [Diagnostic] {
        let kept = Swift.max(maxErrors, 0)
        guard count > kept else { return self }
        return Array(prefix(kept)) + [
            Diagnostic(CommonDiagnostic.tooManyErrors(kept: kept), at: self[kept].range)
        ]
    }
}
