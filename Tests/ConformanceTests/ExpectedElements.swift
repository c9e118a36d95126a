import ComplayoutModel

/// The elements a spec must evaluate to, counted from the spec itself — its data and its tree —
/// without asking the engine: one cell per item, one element per boundary item and per decoration
/// in each section (D8, R50), and one anchored supplementary per item for each kind that every
/// item of the section's group carries (R46).
struct ExpectedElements: Equatable {
    /// What one section must hold.
    struct SectionCounts: Equatable {
        var cells: Int
        /// Supplementaries by element kind.
        var supplementaries: [String: Int]
        /// Decoration kinds, by their index in the section's `decorationItems`.
        var decorations: [String]

        var total: Int { cells + supplementaries.values.reduce(0, +) + decorations.count }
    }

    /// Kinds of the layout-level boundary items, in order (index paths `[k]`).
    var layoutItems: [String]
    var sections: [SectionCounts]

    var total: Int { layoutItems.count + sections.reduce(0) { $0 + $1.total } }
}

extension ExpectedElements {

    /// Why a spec cannot be counted: it uses something this counter does not model.
    struct Uncountable: Error, CustomStringConvertible {
        var description: String
    }

    /// Counts the elements of `spec` in its own environment.
    init(_ spec: SpecFile) throws(Uncountable) {
        layoutItems = spec.layout.boundarySupplementaryItems.map(\.elementKind)
        sections = []
        for (index, data) in spec.effectiveData.sections.enumerated() {
            guard let definition = spec.layout.sections.definition(forSection: index),
                let (section, _) = definition.resolved(in: spec.environment, itemCount: data.itemCount)
            else { throw Uncountable(description: "section \(index) has no layout in this environment") }
            var supplementaries: [String: Int] = [:]
            for boundary in section.boundarySupplementaryItems {
                supplementaries[boundary.elementKind, default: 0] += 1
            }
            switch section.content {
            case .group(let group):
                for kind in try Self.kindsOnEveryItem(of: group, section: index) {
                    supplementaries[kind, default: 0] += data.itemCount
                }
            case .list(let list):
                // docs/lists.md: one row per item; a `header` / `footer` boundary item per supplementary mode.
                if list.headerMode == .supplementary { supplementaries["header", default: 0] += 1 }
                if list.footerMode == .supplementary { supplementaries["footer", default: 0] += 1 }
            case .flow(let flow):
                // docs/flow.md: one cell per item; a header / footer when its reference length along
                // the scroll axis is positive.
                let axis = spec.layout.scrollDirection
                if flow.headerReferenceSize[axis] > 0 { supplementaries[flow.headerKind, default: 0] += 1 }
                if flow.footerReferenceSize[axis] > 0 { supplementaries[flow.footerKind, default: 0] += 1 }
            }
            sections.append(
                SectionCounts(
                    cells: data.itemCount, supplementaries: supplementaries,
                    decorations: section.decorationItems.map(\.elementKind)))
        }
    }

    /// The anchored supplementary kinds that every item in `group`'s tree carries. Groups that
    /// carry supplementaries, or items that carry different kinds, would need the group's
    /// capacity, which only solving the geometry gives (R14): those are refused.
    private static func kindsOnEveryItem(of group: LayoutGroup, section: Int) throws(Uncountable) -> Set<String> {
        var kinds: Set<String>?
        func leaf(carrying carried: Set<String>) throws(Uncountable) {
            if let kinds, kinds != carried {
                throw Uncountable(description: "items of section \(section) carry different supplementaries")
            }
            kinds = carried
        }
        func visit(_ group: LayoutGroup) throws(Uncountable) {
            guard group.supplementaryItems.isEmpty else {
                throw Uncountable(description: "section \(section) has a group with supplementaries")
            }
            let subitems: [Subitem]
            switch group.kind {
            case .custom: return try leaf(carrying: [])  // custom items carry no supplementaries (R20)
            case .stack(_, .repeating(let list)): subitems = list
            case .stack(_, .count(_, let subitem)), .stack(_, .repeatExactly(_, let subitem)): subitems = [subitem]
            }
            for subitem in subitems {
                switch subitem {
                case .group(let nested): try visit(nested)
                case .item(let item): try leaf(carrying: Set(item.supplementaryItems.map(\.elementKind)))
                }
            }
        }
        try visit(group)
        return kinds ?? []
    }
}
