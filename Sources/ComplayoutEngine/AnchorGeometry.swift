import ComplayoutModel

/// Where an anchored element goes on its host rectangle (R40, R48).
enum AnchorGeometry {
    /// The unit point of a set of edges: x 0 at leading, 1 at trailing, else 0.5; y likewise for top/bottom.
    static func unitPoint(of edges: Set<DirectionalEdge>) -> Point {
        Point(
            x: edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5,
            y: edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5)
    }

    /// The point of `host` at the unit point `containerPoint`.
    static func point(on host: Rect, at containerPoint: Point) -> Point {
        Point(x: host.x + host.width * containerPoint.x, y: host.y + host.height * containerPoint.y)
    }

    /// The origin that puts the element's `itemPoint` on the host's `containerPoint` (both unit points).
    static func origin(host: Rect, size: Size, containerPoint: Point, itemPoint: Point) -> Point {
        let anchor = point(on: host, at: containerPoint)
        return Point(x: anchor.x - size.width * itemPoint.x, y: anchor.y - size.height * itemPoint.y)
    }

    /// An anchor's offset in points for an element of `size` (fractional offsets are fractions of that size).
    static func displacement(_ offset: SupplementaryAnchor.Offset, size: Size) -> Point {
        switch offset {
        case .none: .zero
        case .absolute(let point): point
        case .fractional(let point): Point(x: point.x * size.width, y: point.y * size.height)
        }
    }

    /// R48, R49: a supplementary anchored to `host`, sized against the host — its estimated axes
    /// at their `measured` lengths in the final pass (R57) — then shrunk by its content insets.
    static func placement(
        of supplementary: SupplementaryItem, on host: Rect, measured: MeasuredSize?, grid: PixelGrid
    ) -> AnchoredPlacement {
        let layoutSize = supplementary.size.resolved(in: host.size, grid: grid)
        let size = supplementary.size.applying(measured, to: layoutSize)
        let containerPoint = unitPoint(of: supplementary.containerAnchor.edges)
        let itemAnchor = supplementary.itemAnchor
        let itemPoint = itemAnchor.map { unitPoint(of: $0.edges) } ?? containerPoint
        let anchoredOrigin = self.origin(host: host, size: size, containerPoint: containerPoint, itemPoint: itemPoint)
        var origin = anchoredOrigin
        let offsets = [supplementary.containerAnchor.offset, itemAnchor?.offset ?? .none].map {
            displacement($0, size: size)
        }
        for delta in offsets {
            origin.x += delta.x
            origin.y += delta.y
        }
        let anchored = Rect(origin: origin, size: size)
        return AnchoredPlacement(
            supplementary: supplementary, host: host, layoutSize: layoutSize, size: size,
            containerPoint: containerPoint, itemPoint: itemPoint,
            anchorPoint: point(on: host, at: containerPoint), anchoredOrigin: anchoredOrigin, containerOffset: offsets[0], itemOffset: offsets[1], anchored: anchored,
            frame: anchored.inset(by: supplementary.contentInsets))
    }
}

/// An anchored supplementary placed on its host, step by step (R10, R48, R49).
package struct AnchoredPlacement: Sendable, Hashable {
    package var supplementary: SupplementaryItem
    /// The host's frame: an item's cell or a group's frame, relative to the group solved.
    package var host: Rect
    /// Its layout size resolved against the host (R10).
    package var layoutSize: Size
    /// Its size: the layout size with measured lengths on estimated axes (R57).
    package var size: Size
    /// The container anchor's unit point on the host, and the item anchor's on the supplementary.
    package var containerPoint: Point
    package var itemPoint: Point
    /// The container anchor's point on the host.
    package var anchorPoint: Point
    /// The origin that puts the item point on the container point, before the offsets.
    package var anchoredOrigin: Point
    /// The container anchor's and the item anchor's offsets in points.
    package var containerOffset: Point
    package var itemOffset: Point
    /// The frame before the supplementary's content insets.
    package var anchored: Rect
    /// The frame: `anchored` less the content insets (R49).
    package var frame: Rect
}
