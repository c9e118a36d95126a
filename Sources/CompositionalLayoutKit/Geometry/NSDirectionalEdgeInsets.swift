/// Edge insets whose horizontal edges follow the layout direction.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset on the top edge.
    public var top: CGFloat
    /// The inset on the leading edge: the left in left-to-right layouts.
    public var leading: CGFloat
    /// The inset on the bottom edge.
    public var bottom: CGFloat
    /// The inset on the trailing edge: the right in left-to-right layouts.
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with the given value on each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}
