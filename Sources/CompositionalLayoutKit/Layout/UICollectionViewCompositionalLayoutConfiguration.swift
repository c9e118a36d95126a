/// A compositional layout's scroll direction, section spacing and layout-level boundary items.
@MainActor public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along; vertical unless set.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers, footers and other views on the boundary of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the sections' content insets are measured from; `.automatic` is the safe area.
    @available(iOS 14.0, *)
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// The default configuration.
    public init() {}
}
