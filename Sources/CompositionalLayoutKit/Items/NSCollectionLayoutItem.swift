/// The leaf of a layout: one cell.
@MainActor open class NSCollectionLayoutItem {
    /// The item's width and height.
    public let layoutSize: NSCollectionLayoutSize
    /// Shrinks the cell inside the room it is given; ignored on estimated axes.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item within its group; nil has none.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// The supplementaries as given: read-only on an item, settable on a group.
    var supplementaryStorage: [NSCollectionLayoutSupplementaryItem]

    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        layoutSize = size
        supplementaryStorage = supplementaryItems
    }

    /// An item of this size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize, supplementaryItems: [])
    }

    /// An item of this size with supplementaries, such as badges, anchored to it.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// The supplementaries anchored to the item, given to `init(layoutSize:supplementaryItems:)`.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { supplementaryStorage }
}
