import ComplayoutModel

#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutKit
#endif

// complayout's model as UIKit's layout objects: the inverse of what CompositionalLayoutKit builds
// from them, one UIKit object per model value.

@available(iOS 17.0, tvOS 17.0, *)
@MainActor enum UIKitObjects {
    static func section(_ section: LayoutSection, environment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection
    {
        let made: NSCollectionLayoutSection
        switch section.content {
        case .group(let group):
            made = NSCollectionLayoutSection(group: self.group(group))
        case .list(let list):
            made = .list(using: listConfiguration(list), layoutEnvironment: environment)
        case .flow:
            // `SpecLayout` lays a flow section out as the compositional section it stands for
            // before it gets here (FlowRewrite).
            preconditionFailure("flow sections are rewritten before they are built")
        }
        made.interGroupSpacing = CGFloat(section.interGroupSpacing)
        made.contentInsets = insets(section.contentInsets)
        made.contentInsetsReference = section.contentInsetsReference.map(reference) ?? .automatic
        made.supplementaryContentInsetsReference = reference(section.supplementaryContentInsetsReference)
        made.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        made.orthogonalScrollingBehavior = orthogonalScrollingBehavior(section.orthogonalScrollingBehavior)
        made.boundarySupplementaryItems = section.boundarySupplementaryItems.map(boundaryItem)
        made.decorationItems = section.decorationItems.map(decorationItem)
        return made
    }

    static func configuration(_ layout: CompositionalLayout) -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = layout.scrollDirection == .horizontal ? .horizontal : .vertical
        configuration.interSectionSpacing = CGFloat(layout.interSectionSpacing)
        configuration.contentInsetsReference = reference(layout.contentInsetsReference)
        configuration.boundarySupplementaryItems = layout.boundarySupplementaryItems.map(boundaryItem)
        return configuration
    }

    /// UIKit's list configuration. A list's `itemHeight` has no UIKit counterpart: rows size themselves.
    private static func listConfiguration(_ list: ListConfiguration) -> UICollectionLayoutListConfiguration {
        let appearance: UICollectionLayoutListConfiguration.Appearance =
            switch list.appearance {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            case .sidebar: .sidebar
            case .sidebarPlain: .sidebarPlain
            }
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode =
            switch list.headerMode {
            case .none: .none
            case .supplementary: .supplementary
            case .firstItemInSection: .firstItemInSection
            }
        configuration.footerMode = list.footerMode == .supplementary ? .supplementary : .none
        return configuration
    }

    private static func group(_ group: LayoutGroup) -> NSCollectionLayoutGroup {
        let size = layoutSize(group.size)
        let made: NSCollectionLayoutGroup
        switch group.kind {
        case .custom(let frames):
            made = .custom(layoutSize: size) { environment in
                // R20: the container is the group; its fractions are of the group's size.
                let container = environment.container.contentSize
                return frames.map { frame in
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(
                            x: frame.x, y: frame.y, width: length(frame.width, in: container),
                            height: length(frame.height, in: container)),
                        zIndex: frame.zIndex)
                }
            }
        case .stack(let axis, .repeating(let subitems)):
            let items = subitems.map(subitem)
            made =
                axis == .horizontal
                ? .horizontal(layoutSize: size, subitems: items) : .vertical(layoutSize: size, subitems: items)
        case .stack(let axis, .count(let count, let subitem)):
            let item = self.subitem(subitem)
            made =
                axis == .horizontal
                ? .horizontal(layoutSize: size, subitem: item, count: count)
                : .vertical(layoutSize: size, subitem: item, count: count)
        case .stack(let axis, .repeatExactly(let count, let subitem)):
            let item = self.subitem(subitem)
            made =
                axis == .horizontal
                ? .horizontal(layoutSize: size, repeatingSubitem: item, count: count)
                : .vertical(layoutSize: size, repeatingSubitem: item, count: count)
        }
        made.interItemSpacing = spacing(group.interItemSpacing)
        made.contentInsets = insets(group.contentInsets)
        made.edgeSpacing = group.edgeSpacing.map(edgeSpacing)
        made.supplementaryItems = group.supplementaryItems.map(supplementaryItem)
        return made
    }

    private static func subitem(_ subitem: Subitem) -> NSCollectionLayoutItem {
        switch subitem {
        case .group(let group):
            return self.group(group)
        case .item(let item):
            let made = NSCollectionLayoutItem(
                layoutSize: layoutSize(item.size), supplementaryItems: item.supplementaryItems.map(supplementaryItem))
            made.contentInsets = insets(item.contentInsets)
            made.edgeSpacing = item.edgeSpacing.map(edgeSpacing)
            return made
        }
    }

    private static func supplementaryItem(_ item: SupplementaryItem) -> NSCollectionLayoutSupplementaryItem {
        let made =
            if let itemAnchor = item.itemAnchor {
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: layoutSize(item.size), elementKind: item.elementKind,
                    containerAnchor: anchor(item.containerAnchor), itemAnchor: anchor(itemAnchor))
            } else {
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: layoutSize(item.size), elementKind: item.elementKind,
                    containerAnchor: anchor(item.containerAnchor))
            }
        made.contentInsets = insets(item.contentInsets)
        made.zIndex = item.zIndex
        return made
    }

    private static func boundaryItem(_ item: BoundarySupplementaryItem) -> NSCollectionLayoutBoundarySupplementaryItem {
        let made = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(item.size), elementKind: item.elementKind, alignment: alignment(item.alignment),
            absoluteOffset: CGPoint(x: item.absoluteOffset.x, y: item.absoluteOffset.y))
        made.extendsBoundary = item.extendsBoundary
        made.pinToVisibleBounds = item.pinToVisibleBounds
        made.contentInsets = insets(item.contentInsets)
        made.zIndex = item.zIndex
        return made
    }

    private static func decorationItem(_ item: DecorationItem) -> NSCollectionLayoutDecorationItem {
        let made = NSCollectionLayoutDecorationItem.background(elementKind: item.elementKind)
        made.contentInsets = insets(item.contentInsets)
        made.zIndex = item.zIndex
        return made
    }

    private static func anchor(_ anchor: SupplementaryAnchor) -> NSCollectionLayoutAnchor {
        var edges: NSDirectionalRectEdge = []
        if anchor.edges.contains(.top) { edges.insert(.top) }
        if anchor.edges.contains(.leading) { edges.insert(.leading) }
        if anchor.edges.contains(.bottom) { edges.insert(.bottom) }
        if anchor.edges.contains(.trailing) { edges.insert(.trailing) }
        switch anchor.offset {
        case .none: return NSCollectionLayoutAnchor(edges: edges)
        case .absolute(let offset):
            return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: offset.x, y: offset.y))
        case .fractional(let offset):
            return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: offset.x, y: offset.y))
        }
    }

    private static func alignment(_ alignment: RectAlignment) -> NSRectAlignment {
        switch alignment {
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }

    private static func reference(_ reference: ContentInsetsReference) -> UIContentInsetsReference {
        switch reference {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }

    private static func orthogonalScrollingBehavior(_ behavior: OrthogonalScrollingBehavior)
        -> UICollectionLayoutSectionOrthogonalScrollingBehavior
    {
        switch behavior {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }

    private static func dimension(_ dimension: LayoutDimension) -> NSCollectionLayoutDimension {
        switch dimension {
        case .absolute(let value): .absolute(CGFloat(value))
        case .estimated(let value): .estimated(CGFloat(value))
        case .fractionalWidth(let value): .fractionalWidth(CGFloat(value))
        case .fractionalHeight(let value): .fractionalHeight(CGFloat(value))
        case .uniformAcrossSiblings(let value): .uniformAcrossSiblings(estimate: CGFloat(value))
        }
    }

    /// A custom frame's length in a group of `size`: an estimate is used as its number, as the engine does.
    private static func length(_ dimension: LayoutDimension, in size: CGSize) -> CGFloat {
        switch dimension {
        case .absolute(let value), .estimated(let value), .uniformAcrossSiblings(let value): CGFloat(value)
        case .fractionalWidth(let fraction): size.width * CGFloat(fraction)
        case .fractionalHeight(let fraction): size.height * CGFloat(fraction)
        }
    }

    private static func layoutSize(_ size: LayoutSize) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(size.width), heightDimension: dimension(size.height))
    }

    private static func spacing(_ spacing: Spacing) -> NSCollectionLayoutSpacing {
        switch spacing {
        case .fixed(let value): .fixed(CGFloat(value))
        case .flexible(let value): .flexible(CGFloat(value))
        }
    }

    private static func edgeSpacing(_ spacing: EdgeSpacing) -> NSCollectionLayoutEdgeSpacing {
        NSCollectionLayoutEdgeSpacing(
            leading: spacing.leading.map(self.spacing), top: spacing.top.map(self.spacing),
            trailing: spacing.trailing.map(self.spacing), bottom: spacing.bottom.map(self.spacing))
    }

    private static func insets(_ insets: DirectionalInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
            trailing: CGFloat(insets.trailing))
    }
}
