/// A view behind a section, such as its background.
@MainActor public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the app registers the view for.
    public let elementKind: String
    /// The view's zIndex; 0 unless set.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background covering the whole section, less its content insets.
    public class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }
}
