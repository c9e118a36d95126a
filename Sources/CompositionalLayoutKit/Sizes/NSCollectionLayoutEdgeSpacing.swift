import ComplayoutModel

/// Space outside an item on each edge; an edge without spacing has none.
@MainActor public final class NSCollectionLayoutEdgeSpacing {
    /// The spacing on the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The spacing on the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The spacing on the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The spacing on the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with these spacings; nil edges have none.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The edge spacing in complayout's model.
    var model: EdgeSpacing {
        EdgeSpacing(leading: leading?.model, top: top?.model, trailing: trailing?.model, bottom: bottom?.model)
    }
}
