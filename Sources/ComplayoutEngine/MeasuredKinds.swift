import ComplayoutDiagnostics
import ComplayoutModel

/// Measured supplementary sizes name element kinds; a kind the section does not have is a
/// mistake (usually a typo) that would otherwise leave an estimate silently in place.
enum MeasuredKinds {
    /// An error for each kind in `data.supplementarySizes` that no supplementary of `section` has.
    static func diagnostics(for section: ResolvedSection, data: SectionData, index: Int) -> [Diagnostic] {
        guard !data.supplementarySizes.isEmpty else { return [] }
        var kinds = section.section.boundarySupplementaryItems.map(\.elementKind)
        collectAnchoredKinds(of: section.group, into: &kinds)
        return data.supplementarySizes.keys.sorted().filter { !kinds.contains($0) }.map { kind in
            var message = "'supplementarySizes' gives a size for '\(kind)', but section \(index) has no supplementary of that kind"
            if let suggestion = Suggestion.closest(to: kind, in: kinds) { message += "; did you mean '\(suggestion)'?" }
            return Diagnostic.error(
                EngineDiagnosticID.measuredKindUnknown, message, at: data.supplementarySizeSources[kind] ?? data.source)
        }
    }

    /// The kinds of the supplementaries anchored to `group`, its items and its nested groups.
    private static func collectAnchoredKinds(of group: LayoutGroup, into kinds: inout [String]) {
        kinds += group.supplementaryItems.map(\.elementKind)
        for subitem in group.subitems {
            switch subitem {
            case .item(let item): kinds += item.supplementaryItems.map(\.elementKind)
            case .group(let nested): collectAnchoredKinds(of: nested, into: &kinds)
            }
        }
    }
}
