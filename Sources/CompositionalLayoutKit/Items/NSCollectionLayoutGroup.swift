import ComplayoutModel

/// Returns the items of a custom group, with frames relative to the group; the environment's
/// container is the group.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A row, column or custom arrangement of items; itself an item of its parent.
@MainActor public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// What a group holds and how it arranges it.
    enum Arrangement {
        /// The subitems repeated while the next one fits.
        case subitems(LayoutAxis, [NSCollectionLayoutItem])
        /// Exactly `count` copies sized to share the group's length.
        case count(LayoutAxis, NSCollectionLayoutItem, Int)
        /// Exactly `count` copies at the subitem's own size.
        case repeating(LayoutAxis, NSCollectionLayoutItem, Int)
        /// Items at the frames the provider returns.
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement

    /// Space between consecutive subitems along the group's axis; nil is none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(size: NSCollectionLayoutSize, arrangement: Arrangement) {
        self.arrangement = arrangement
        super.init(size: size, supplementaryItems: [])
    }

    /// A row of the subitems, repeated while the next one fits.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(size: layoutSize, arrangement: .subitems(.horizontal, subitems))
    }

    /// A row of `count` copies of the subitem, each resized to share the group's width.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> Self
    {
        Self(size: layoutSize, arrangement: .count(.horizontal, subitem, count))
    }

    /// A row of `count` copies of the subitem at its own size.
    @available(iOS 16.0, *)
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(size: layoutSize, arrangement: .repeating(.horizontal, subitem, count))
    }

    /// A column of the subitems, repeated while the next one fits.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(size: layoutSize, arrangement: .subitems(.vertical, subitems))
    }

    /// A column of `count` copies of the subitem, each resized to share the group's height.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        Self(size: layoutSize, arrangement: .count(.vertical, subitem, count))
    }

    /// A column of `count` copies of the subitem at its own size.
    @available(iOS 16.0, *)
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(size: layoutSize, arrangement: .repeating(.vertical, subitem, count))
    }

    /// A group whose items are at the frames `itemProvider` returns for the group's environment.
    public class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
        Self(size: layoutSize, arrangement: .custom(itemProvider))
    }

    /// Supplementaries anchored to each instance of the group.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { supplementaryStorage }
        set { supplementaryStorage = newValue }
    }

    /// The subitems as given: the list, or the one subitem of a count; none for a custom group.
    public var subitems: [NSCollectionLayoutItem] {
        switch arrangement {
        case .subitems(_, let subitems): subitems
        case .count(_, let subitem, _), .repeating(_, let subitem, _): [subitem]
        case .custom: []
        }
    }
}
