import ComplayoutModel

/// Where a supplementary item attaches to its container: edges, and an offset.
@MainActor public final class NSCollectionLayoutAnchor {
    /// The edges it sticks to; none centres it.
    public let edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the supplementary's size.
    public let offset: CGPoint
    /// True when `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// True when `offset` is in fractions of the supplementary's size.
    public let isFractionalOffset: Bool

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsolute: Bool, isFractional: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = isAbsolute
        isFractionalOffset = isFractional
    }

    /// An anchor on these edges, without an offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsolute: false, isFractional: false)
    }

    /// An anchor on these edges, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsolute: true, isFractional: false)
    }

    /// An anchor on these edges, moved by `fractionalOffset` times the supplementary's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsolute: false, isFractional: true)
    }

    /// The anchor in complayout's model.
    var model: SupplementaryAnchor {
        let named: [(NSDirectionalRectEdge, DirectionalEdge)] = [
            (.top, .top), (.leading, .leading), (.bottom, .bottom), (.trailing, .trailing),
        ]
        let point = Point(x: Double(offset.x), y: Double(offset.y))
        return SupplementaryAnchor(
            edges: Set(named.filter { edges.contains($0.0) }.map(\.1)),
            offset: isAbsoluteOffset ? .absolute(point) : isFractionalOffset ? .fractional(point) : .none)
    }
}
