/// A view anchored to an item or group, such as a badge.
@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the app registers the view for.
    public let elementKind: String
    /// Where it attaches to the item or group.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary sits at the container anchor; nil: the same edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The view's zIndex; 1 unless set.
    open var zIndex: Int = 1

    init(
        size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(size: size, supplementaryItems: [])
    }

    /// A supplementary of `elementKind` anchored to its container at `containerAnchor`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary whose `itemAnchor` point sits at its container's `containerAnchor` point.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }
}
