/// One node of the layout tree as a walk meets it: a section, a group, an item, or a
/// supplementary or decoration definition (swift-markdown's `Markup` children, for this tree).
public enum LayoutNode: Sendable, Hashable {
    case section(LayoutSection)
    case group(LayoutGroup)
    case item(LayoutItem)
    /// A supplementary anchored to an item or a group.
    case supplementary(SupplementaryItem)
    /// A section's or the layout's boundary supplementary item.
    case boundary(BoundarySupplementaryItem)
    case decoration(DecorationItem)

    /// The node a group's subitem is.
    public init(_ subitem: Subitem) {
        switch subitem {
        case .item(let item): self = .item(item)
        case .group(let group): self = .group(group)
        }
    }

    /// The nodes this one is built from, in the order they are written: a section's root group
    /// (none for a list or flow section), boundary items and decorations; a group's anchored
    /// supplementaries, then its subitems; an item's anchored supplementaries.
    public var children: [LayoutNode] {
        switch self {
        case .section(let section):
            var found: [LayoutNode] = []
            if case .group(let root) = section.content { found.append(.group(root)) }
            return found + section.boundarySupplementaryItems.map(LayoutNode.boundary)
                + section.decorationItems.map(LayoutNode.decoration)
        case .group(let group):
            return group.supplementaryItems.map(LayoutNode.supplementary) + group.subitems.map(LayoutNode.init)
        case .item(let item):
            return item.supplementaryItems.map(LayoutNode.supplementary)
        case .supplementary, .boundary, .decoration:
            return []
        }
    }

    /// This node, then every node below it, depth-first in written order.
    public var selfAndDescendants: [LayoutNode] {
        [self] + children.flatMap(\.selfAndDescendants)
    }

    /// Every group among this node and its descendants, depth-first.
    public var groups: [LayoutGroup] {
        selfAndDescendants.compactMap { if case .group(let group) = $0 { group } else { nil } }
    }

    /// Every item among this node and its descendants, depth-first.
    public var items: [LayoutItem] {
        selfAndDescendants.compactMap { if case .item(let item) = $0 { item } else { nil } }
    }

    /// Every anchored supplementary among this node and its descendants, depth-first.
    public var anchoredSupplementaries: [SupplementaryItem] {
        selfAndDescendants.compactMap { if case .supplementary(let item) = $0 { item } else { nil } }
    }
}

extension CompositionalLayout {
    /// Every section the layout writes: each entry of `section`/`sections`, and each alternative.
    public var writtenSections: [LayoutSection] {
        sections.definitions.flatMap(\.sections)
    }

    /// The layout's nodes: its boundary items, then each written section with everything below
    /// it, depth-first in written order.
    public var nodes: [LayoutNode] {
        boundarySupplementaryItems.map(LayoutNode.boundary)
            + writtenSections.flatMap { LayoutNode.section($0).selfAndDescendants }
    }
}
