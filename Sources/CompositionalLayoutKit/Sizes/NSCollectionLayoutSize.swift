import ComplayoutModel

/// A width dimension and a height dimension.
@MainActor public final class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of these two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    /// The size in complayout's model.
    var model: LayoutSize { LayoutSize(width: widthDimension.model, height: heightDimension.model) }
}
