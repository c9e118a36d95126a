import ComplayoutModel

/// The output order of language.md section 7 over the elements of two layouts: layout-level items
/// by index, then each section's decorations, cells by item, and supplementaries by kind (in the
/// order the kinds first appear, destination layout first) then index.
struct ElementOrder {
    private var kindRanks: [String: Int] = [:]

    /// Ranks supplementary kinds by first appearance in `keys`.
    init(kindsIn keys: some Sequence<ElementKey>) {
        for key in keys {
            if let kind = key.kind, kindRanks[kind] == nil {
                kindRanks[kind] = kindRanks.count
            }
        }
    }

    /// Whether `lhs` comes before `rhs` in output order.
    func precedes(_ lhs: ElementKey, _ rhs: ElementKey) -> Bool {
        let left = rank(lhs)
        let right = rank(rhs)
        if left != right { return left < right }
        return lhs.indexPath.lexicographicallyPrecedes(rhs.indexPath)
    }

    /// Layout-level items (one-element index paths) first, as section −1; then section, category, kind.
    private func rank(_ key: ElementKey) -> (section: Int, category: ElementCategory, kind: Int) {
        let path = key.indexPath
        guard path.count > 1 else { return (-1, .decoration, -1) }
        return (path[0], key.category, key.kind.flatMap { kindRanks[$0] } ?? -1)
    }
}
