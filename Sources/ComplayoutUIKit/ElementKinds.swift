import ComplayoutModel

#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutKit
#endif

/// The element kinds a spec's layout shows, as UIKit asks the collection view for their views.
@MainActor struct ElementKinds {
    /// Supplementary kinds, each once, in the order they first appear.
    private(set) var supplementary: [String] = []
    /// Decoration kinds, each once, in the order they first appear.
    private(set) var decoration: [String] = []

    init(_ layout: CompositionalLayout) {
        layout.boundarySupplementaryItems.forEach { add(supplementary: $0.elementKind) }
        for section in layout.sections.definitions.flatMap(\.sections) {
            section.boundarySupplementaryItems.forEach { add(supplementary: $0.elementKind) }
            section.decorationItems.forEach { add(decoration: $0.elementKind) }
            switch section.content {
            case .group(let group):
                add(group)
            case .list(let list):
                // UIKit's list supplementaries are its section header and footer kinds.
                if list.headerMode == .supplementary { add(supplementary: UICollectionView.elementKindSectionHeader) }
                if list.footerMode == .supplementary { add(supplementary: UICollectionView.elementKindSectionFooter) }
            case .flow(let flow):
                add(supplementary: flow.headerKind)
                add(supplementary: flow.footerKind)
            }
        }
    }

    private mutating func add(_ group: LayoutGroup) {
        group.supplementaryItems.forEach { add(supplementary: $0.elementKind) }
        for subitem in group.subitems {
            switch subitem {
            case .group(let nested): add(nested)
            case .item(let item): item.supplementaryItems.forEach { add(supplementary: $0.elementKind) }
            }
        }
    }

    private mutating func add(supplementary kind: String) {
        if !supplementary.contains(kind) { supplementary.append(kind) }
    }

    private mutating func add(decoration kind: String) {
        if !decoration.contains(kind) { decoration.append(kind) }
    }
}
