import ComplayoutDiagnostics

/// Collects the diagnostics of one file: drops repeats, keeps at most one more than `maxErrors`
/// (so that a file with a million mistakes stays cheap), and sorts them by position.
///
/// A YAML alias makes the reader walk the same subtree twice; its node ranges are the
/// definition's, so a problem inside it yields an identical (id, message, range) and is kept once.
struct DiagnosticCollector {
    let maxErrors: Int
    private var diagnostics: [Diagnostic] = []
    private var seen: Set<DiagnosticIdentity> = []

    init(maxErrors: Int) {
        self.maxErrors = maxErrors
    }

    /// Adds a diagnostic unless an identical one is already there.
    mutating func add(_ diagnostic: Diagnostic) {
        guard diagnostics.count <= maxErrors else { return }
        if seen.insert(DiagnosticIdentity(diagnostic)).inserted {
            diagnostics.append(diagnostic)
        }
    }

    /// True when more than `maxErrors` are collected: the list will be cut, so more need not be made.
    var isFull: Bool { diagnostics.count > maxErrors }

    /// True when an error has been collected.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics by position (those without one last), keeping report order for ties; past
    /// `maxErrors`, the first ones found, and `too-many-errors`.
    var sorted: [Diagnostic] {
        (Array(diagnostics.prefix(maxErrors)).sortedByPosition() + diagnostics.dropFirst(maxErrors))
            .cut(atMost: maxErrors)
    }
}
