import LayoutModel

/// Where an anchored element goes on its host rectangle (R40, R48).
enum AnchorGeometry {
    /// The unit point of a set of edges: x 0 at leading, 1 at trailing, else 0.5; y likewise for top/bottom.
    static func unitPoint(of edges: Set<DirectionalEdge>) -> Point {
        Point(
            x: edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5,
            y: edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5)
    }

    /// The origin that puts the element's `itemPoint` on the host's `containerPoint` (both unit points).
    static func origin(host: Rect, size: Size, containerPoint: Point, itemPoint: Point) -> Point {
        Point(
            x: host.x + host.width * containerPoint.x - size.width * itemPoint.x,
            y: host.y + host.height * containerPoint.y - size.height * itemPoint.y)
    }

    /// An anchor's offset in points for an element of `size` (fractional offsets are fractions of that size).
    static func displacement(_ offset: Anchor.Offset, size: Size) -> Point {
        switch offset {
        case .none: .zero
        case .absolute(let point): point
        case .fractional(let point): Point(x: point.x * size.width, y: point.y * size.height)
        }
    }

    /// R48, R49: the frame of a supplementary anchored to `host`, sized against the host — its
    /// estimated axes at their `measured` lengths in the final pass (R57) — then shrunk by its
    /// content insets.
    static func frame(
        of supplementary: SupplementaryItem, on host: Rect, measured: MeasuredSize?, grid: PixelGrid
    ) -> Rect {
        let size = supplementary.size.applying(measured, to: supplementary.size.resolved(in: host.size, grid: grid))
        let containerPoint = unitPoint(of: supplementary.containerAnchor.edges)
        let itemAnchor = supplementary.itemAnchor
        var origin = self.origin(
            host: host, size: size, containerPoint: containerPoint,
            itemPoint: itemAnchor.map { unitPoint(of: $0.edges) } ?? containerPoint)
        for offset in [supplementary.containerAnchor.offset, itemAnchor?.offset ?? .none] {
            let delta = displacement(offset, size: size)
            origin.x += delta.x
            origin.y += delta.y
        }
        return Rect(origin: origin, size: size).inset(by: supplementary.contentInsets)
    }
}
