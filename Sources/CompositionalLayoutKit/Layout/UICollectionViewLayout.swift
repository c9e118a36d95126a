/// The base of every collection view layout: the questions a collection view asks its layout.
@MainActor open class UICollectionViewLayout {
    /// A layout; subclasses answer the questions.
    public init() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Every element whose frame overlaps `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
}
