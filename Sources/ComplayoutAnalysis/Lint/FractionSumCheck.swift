import ComplayoutDiagnostics
import ComplayoutModel

/// Subitems whose fractions of the group along its axis add up to more than the whole group.
enum FractionSumCheck {
    /// R14: a group repeats its subitems while the next one fits, and stops at the first that does
    /// not; every instance of the group is the same (R19). So when the fractions of the listed
    /// subitems add up to more than 1, the ones past the point where the group is full never
    /// appear. Only fractions of the group's own axis count (`fractionalWidth` in a horizontal
    /// group); an estimated group length holds every subitem once (R15) and is not checked.
    static func warnings(for group: LayoutGroup) -> [Diagnostic] {
        guard case .stack(let axis, .repeating(let subitems)) = group.kind, !group.size[axis].isEstimated else {
            return []
        }
        var total = 0.0
        var firstOver: Subitem?
        for subitem in subitems {
            guard let fraction = subitem.size[axis].fraction(along: axis) else { continue }
            total += fraction
            if firstOver == nil, total > 1 + 1e-9 { firstOver = subitem }
        }
        guard let firstOver else { return [] }
        return [
            Diagnostic(
                LintDiagnostic.fractionsExceedGroup(axis: axis, total: total), at: group.source,
                notes: firstOver.source.map { [Diagnostic.Note("this subitem does not fit after the ones before it", at: $0)] } ?? [])
        ]
    }
}

extension LayoutDimension {
    /// The fraction of the container's length along `axis`, when this dimension is one.
    func fraction(along axis: LayoutAxis) -> Double? {
        switch (self, axis) {
        case (.fractionalWidth(let fraction), .horizontal), (.fractionalHeight(let fraction), .vertical): fraction
        default: nil
        }
    }
}
