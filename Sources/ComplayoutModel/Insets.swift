/// Insets on four edges whose horizontal edges follow the layout direction (`NSDirectionalEdgeInsets`).
public struct DirectionalInsets: Codable, Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No insets.
    public static let zero = DirectionalInsets()

    /// The inset before the content along an axis (leading for x, top for y).
    public func before(along axis: LayoutAxis) -> Double { axis == .horizontal ? leading : top }

    /// The inset after the content along an axis (trailing for x, bottom for y).
    public func after(along axis: LayoutAxis) -> Double { axis == .horizontal ? trailing : bottom }

    /// The sum of both insets along an axis.
    public func total(along axis: LayoutAxis) -> Double { before(along: axis) + after(along: axis) }

    /// These insets with only the edges of one axis kept; the others are zero.
    public func only(along axis: LayoutAxis) -> DirectionalInsets {
        axis == .horizontal
            ? DirectionalInsets(leading: leading, trailing: trailing)
            : DirectionalInsets(top: top, bottom: bottom)
    }

    /// Edge-by-edge sum.
    public static func + (lhs: DirectionalInsets, rhs: DirectionalInsets) -> DirectionalInsets {
        DirectionalInsets(
            top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
            bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }
}
