/// A header, footer or other view on the boundary of a section or of the whole layout.
@MainActor public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner it sits on.
    public let alignment: NSRectAlignment
    /// Its offset from the aligned position, in points.
    public let offset: CGPoint
    /// Whether the section (or layout) grows to make room for it; true unless set.
    public var extendsBoundary = true
    /// Whether it stays in view while its section scrolls (a pinned header); false unless set.
    public var pinToVisibleBounds = false

    private init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = offset
        super.init(
            size: size, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []),
            itemAnchor: nil)
    }

    /// A boundary item of `elementKind` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    /// A boundary item of `elementKind` at `alignment`, moved by `absoluteOffset` points.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }
}
