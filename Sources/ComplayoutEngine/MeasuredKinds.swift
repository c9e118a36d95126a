import ComplayoutDiagnostics
import ComplayoutModel

/// Measured supplementary sizes name element kinds; a kind the section does not have is a
/// mistake (usually a typo) that would otherwise leave an estimate silently in place.
enum MeasuredKinds {
    /// An error for each kind in `data.supplementarySizes` that no supplementary of `section` has.
    static func diagnostics(for section: ResolvedSection, data: SectionData, index: Int) -> [Diagnostic] {
        guard !data.supplementarySizes.isEmpty else { return [] }
        let kinds =
            section.section.boundarySupplementaryItems.map(\.elementKind)
            + LayoutNode.group(section.group).anchoredSupplementaries.map(\.elementKind)
        return data.supplementarySizes.keys.sorted().filter { !kinds.contains($0) }.map { kind in
            Diagnostic(
                EngineDiagnostic.measuredKindUnknown(
                    kind: kind, section: index, suggestion: Suggestion.closest(to: kind, in: kinds)),
                at: data.supplementarySizeSources[kind] ?? data.source)
        }
    }
}
