/// Space between items or around an item (Apple's `NSCollectionLayoutSpacing`).
public enum Spacing: Sendable, Hashable {
    /// Exactly this many points (R22).
    case fixed(Double)
    /// At least this many points; leftover space is shared among flexible spacings (R23).
    case flexible(Double)

    /// The minimum length: the fixed value, or the flexible spacing's lower bound.
    public var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value): value
        }
    }

    /// True for `flexible`.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }

    /// No space.
    public static let zero = Spacing.fixed(0)
}

/// Spacing outside an item on each edge (Apple's `NSCollectionLayoutEdgeSpacing`); nil edges are `fixed(0)`.
public struct EdgeSpacing: Codable, Sendable, Hashable {
    public var leading: Spacing?
    public var top: Spacing?
    public var trailing: Spacing?
    public var bottom: Spacing?

    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the element along an axis (leading for x, top for y), `fixed(0)` when absent.
    public func before(along axis: LayoutAxis) -> Spacing {
        (axis == .horizontal ? leading : top) ?? .zero
    }

    /// The spacing after the element along an axis (trailing for x, bottom for y), `fixed(0)` when absent.
    public func after(along axis: LayoutAxis) -> Spacing {
        (axis == .horizontal ? trailing : bottom) ?? .zero
    }
}
