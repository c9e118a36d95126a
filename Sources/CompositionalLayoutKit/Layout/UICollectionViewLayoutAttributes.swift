/// The frame and zIndex of one element: a cell, supplementary view or decoration view.
@MainActor open class UICollectionViewLayoutAttributes {
    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The element's zIndex: higher ones are drawn above lower ones.
    open var zIndex = 0
    /// The element's index path: the item's, or the supplementary's or decoration's in its section.
    open var indexPath: IndexPath
    /// Cell, supplementary view or decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary or decoration view; nil for a cell.
    public let representedElementKind: String?

    private init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
    }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}
