import Diagnostics

/// Collects the diagnostics of one file: drops repeats, and sorts them by position.
///
/// A YAML alias makes the reader walk the same subtree twice; its node ranges are the
/// definition's, so a problem inside it yields an identical (id, message, range) and is kept once.
struct DiagnosticCollector {
    private struct Identity: Hashable {
        var id: String
        var message: String
        var range: SourceRange?
    }

    private var diagnostics: [Diagnostic] = []
    private var seen: Set<Identity> = []

    /// Adds a diagnostic unless an identical one is already there.
    mutating func add(_ diagnostic: Diagnostic) {
        let identity = Identity(id: diagnostic.id, message: diagnostic.message, range: diagnostic.range)
        if seen.insert(identity).inserted {
            diagnostics.append(diagnostic)
        }
    }

    /// True when an error has been collected.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics by position (those without one last), keeping report order for ties.
    var sorted: [Diagnostic] { diagnostics.sortedByPosition() }
}
