import ComplayoutDiagnostics

/// A leaf of the tree: one cell per data item (Apple's `NSCollectionLayoutItem`).
public struct LayoutItem: Codable, Sendable, Hashable {
    public var size: LayoutSize
    /// Shrinks the cell inside its slot (R30); ignored on estimated axes.
    public var contentInsets: DirectionalInsets
    /// Space outside the slot (R24, R25); nil means `fixed(0)` on every edge.
    public var edgeSpacing: EdgeSpacing?
    /// Badges and other supplementaries anchored to the cell (R48).
    public var supplementaryItems: [SupplementaryItem]
    /// Where the item is written, when it came from a file.
    @SourceAnnotation public var source: SourceRange?
    /// Where its `contentInsets` value is written, for warnings about it.
    @SourceAnnotation package var contentInsetsSource: SourceRange?

    public init(
        size: LayoutSize, contentInsets: DirectionalInsets = .zero, edgeSpacing: EdgeSpacing? = nil,
        supplementaryItems: [SupplementaryItem] = [], source: SourceRange? = nil,
        contentInsetsSource: SourceRange? = nil
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
        self.source = source
        self.contentInsetsSource = contentInsetsSource
    }
}
