import ComplayoutDiagnostics
import ComplayoutModel

/// Builds complayout's model from the objects an app made, running custom groups' item providers.
///
/// A custom group's provider is given the group as its container (R20), whose size the engine
/// decides. So a layout with custom groups is built twice: first with a placeholder frame in each
/// custom group, tagged with its occurrence, to learn each group's size from the engine
/// (`CustomGroupSizes`); then with the frames each provider returns for its group's size.
@MainActor struct ModelBuilder {
    /// Each custom group's size by occurrence; nil while building the first, probing model.
    var customGroupSizes: [Int: Size]?
    /// The traits custom item providers are given.
    var traitCollection: UITraitCollection
    /// Custom groups met so far, in the order they are built.
    private(set) var customGroupCount = 0

    init(customGroupSizes: [Int: Size]?, traitCollection: UITraitCollection) {
        self.customGroupSizes = customGroupSizes
        self.traitCollection = traitCollection
    }

    /// The section in the model.
    mutating func section(_ section: NSCollectionLayoutSection) throws(Diagnostic) -> LayoutSection {
        let content: LayoutSection.Content =
            switch section.content {
            case .group(let group): .group(self.group(group))
            case .list(let configuration): .list(configuration.model)
            }
        return LayoutSection(
            content: content, interGroupSpacing: Double(section.interGroupSpacing),
            contentInsets: section.contentInsets.model,
            contentInsetsReference: section.contentInsetsReference == .automatic
                ? nil : section.contentInsetsReference.model,
            supplementaryContentInsetsReference: section.supplementaryContentInsetsReference.model,
            supplementariesFollowContentInsets: section.supplementariesFollowContentInsets,
            orthogonalScrollingBehavior: section.orthogonalScrollingBehavior.model,
            boundarySupplementaryItems: try section.boundarySupplementaryItems.map(Self.boundaryItem),
            decorationItems: section.decorationItems.map(Self.decorationItem))
    }

    /// An item or group as a group's subitem.
    private mutating func subitem(_ item: NSCollectionLayoutItem) -> Subitem {
        if let group = item as? NSCollectionLayoutGroup { return .group(self.group(group)) }
        return .item(
            LayoutItem(
                size: item.layoutSize.model, contentInsets: item.contentInsets.model,
                edgeSpacing: item.edgeSpacing?.model,
                supplementaryItems: item.supplementaryItems.map(Self.supplementaryItem)))
    }

    /// A group, its subitems built in order.
    mutating func group(_ group: NSCollectionLayoutGroup) -> LayoutGroup {
        let kind: GroupKind
        var source: SourceRange? = nil
        switch group.arrangement {
        case .subitems(let axis, let subitems):
            kind = .stack(axis, .repeating(subitems.map { self.subitem($0) }))
        case .count(let axis, let subitem, let count):
            kind = .stack(axis, .count(count, self.subitem(subitem)))
        case .repeating(let axis, let subitem, let count):
            kind = .stack(axis, .repeatExactly(count, self.subitem(subitem)))
        case .custom(let provider):
            let occurrence = customGroupCount
            customGroupCount += 1
            if let sizes = customGroupSizes {
                kind = .custom(sizes[occurrence].map { frames(provider, size: $0, insets: group.contentInsets) } ?? [])
            } else {
                kind = .custom([CustomGroupSizes.placeholder])
                source = CustomGroupSizes.tag(occurrence)
            }
        }
        return LayoutGroup(
            size: group.layoutSize.model, kind: kind, interItemSpacing: group.interItemSpacing?.model ?? .zero,
            contentInsets: group.contentInsets.model, edgeSpacing: group.edgeSpacing?.model,
            supplementaryItems: group.supplementaryItems.map(Self.supplementaryItem), source: source)
    }

    /// R20: the frames a custom group's provider returns when its container is the group.
    private func frames(
        _ provider: NSCollectionLayoutGroupCustomItemProvider, size: Size, insets: NSDirectionalEdgeInsets
    ) -> [CustomFrame] {
        let environment = LayoutEnvironmentValue(
            container: LayoutContainer(contentSize: CGSize(size), contentInsets: insets),
            traitCollection: traitCollection)
        return provider(environment).map { item in
            let frame = item.frame.model
            return CustomFrame(
                x: frame.x, y: frame.y, width: .absolute(frame.width), height: .absolute(frame.height),
                zIndex: item.zIndex)
        }
    }

    /// An anchored supplementary in the model.
    static func supplementaryItem(_ item: NSCollectionLayoutSupplementaryItem) -> SupplementaryItem {
        SupplementaryItem(
            elementKind: item.elementKind, size: item.layoutSize.model, containerAnchor: item.containerAnchor.model,
            itemAnchor: item.itemAnchor?.model, contentInsets: item.contentInsets.model, zIndex: item.zIndex)
    }

    /// A boundary supplementary in the model.
    static func boundaryItem(_ item: NSCollectionLayoutBoundarySupplementaryItem) throws(Diagnostic)
        -> BoundarySupplementaryItem
    {
        guard let alignment = item.alignment.model else {
            throw Diagnostic(LayoutKitDiagnostic.boundaryAlignmentNone(kind: item.elementKind), at: nil)
        }
        return BoundarySupplementaryItem(
            elementKind: item.elementKind, size: item.layoutSize.model, alignment: alignment,
            absoluteOffset: item.offset.model, extendsBoundary: item.extendsBoundary,
            pinToVisibleBounds: item.pinToVisibleBounds, contentInsets: item.contentInsets.model, zIndex: item.zIndex)
    }

    /// A decoration in the model.
    static func decorationItem(_ item: NSCollectionLayoutDecorationItem) -> DecorationItem {
        DecorationItem(elementKind: item.elementKind, contentInsets: item.contentInsets.model, zIndex: item.zIndex)
    }
}
