/// The size and insets of a layout's container: the collection view for a section provider, the
/// group for a custom group's item provider.
@MainActor public protocol NSCollectionLayoutContainer {
    /// The container's size before its insets.
    var contentSize: CGSize { get }
    /// The container's size less its insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The container's insets as the layout applies them.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom item provider is told about its surroundings.
@MainActor public protocol NSCollectionLayoutEnvironment {
    /// The container being laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The container a provider is given: a size and insets.
struct LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    var effectiveContentSize: CGSize {
        CGSize(
            width: contentSize.width - contentInsets.leading - contentInsets.trailing,
            height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}

/// The environment a provider is given.
struct LayoutEnvironmentValue: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
}
