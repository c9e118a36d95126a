import ComplayoutDiagnostics
import ComplayoutModel

/// A boundary supplementary placed on its section or on the whole layout.
package struct PlacedBoundaryItem: Sendable {
    /// How a pinned item follows the visible bounds (R45, D7).
    package enum Pinning: Sendable, Hashable {
        case header
        case footer
    }

    package var attributes: LayoutAttributes
    /// nil when the item is not pinned.
    package var pinning: Pinning?
    /// Where the item is defined.
    package var source: SourceRange?

    /// The item moved by `delta` along `axis`.
    package func moved(by delta: Double, along axis: LayoutAxis) -> PlacedBoundaryItem {
        var item = self
        item.attributes.frame = attributes.frame.offset(by: delta, along: axis)
        return item
    }
}

/// Places boundary supplementary items around a rectangle: a section's content or the whole
/// layout's (R40–R44, R47, D4, D5).
package struct BoundaryPlacement {
    /// The scroll axis.
    var axis: LayoutAxis
    /// The rectangle the items anchor to, in coordinates where the content starts at 0 along the axis.
    var rect: Rect
    /// The container's length along the scroll axis: what fractions along it resolve against (R11).
    var containerLength: Double
    var grid: PixelGrid
    /// Measured sizes by element kind: an item's estimated axes take them (R57, R59).
    var measured: [String: MeasuredSize] = [:]

    /// The placed items, and the span along the axis of the rectangle united with every extending item.
    package struct Result {
        package var items: [PlacedBoundaryItem]
        /// How each item was placed, in the same order (for explanations).
        package var anchorings: [Anchoring] = []
        package var spanStart: Double
        package var spanEnd: Double
    }

    /// How one boundary item was anchored (R11, R40, R48).
    package struct Anchoring {
        /// What its layout size resolved against: the container's length along the axis, the rectangle's across it.
        package var container: Size
        /// Its layout size resolved in `container`, before measured lengths.
        package var layoutSize: Size
        /// Its size, measured on estimated axes (R57, R59).
        package var size: Size
        /// True when it sits outside the rectangle and grows the span (R40, D4).
        package var extends: Bool
        /// The container anchor's unit point on the rectangle, and the item anchor's on the item.
        package var containerPoint: Point
        package var itemPoint: Point
        /// The origin that puts the item point on the container point, before `absoluteOffset`.
        package var anchoredOrigin: Point
        /// The frame with `absoluteOffset`, before the item's content insets (R43, D5).
        package var frame: Rect
    }

    func place(_ items: [BoundarySupplementaryItem], path: (Int) -> ElementIndexPath) throws(Diagnostic) -> Result {
        var result = Result(items: [], spanStart: rect.min(along: axis), spanEnd: rect.max(along: axis))
        var container = Size.zero
        container[axis] = containerLength
        container[axis.cross] = rect.size[axis.cross]
        for (index, item) in items.enumerated() {
            let layoutSize = item.size.resolved(in: container, grid: grid)
            let size = item.size.applying(measured[item.elementKind], to: layoutSize)
            try SupplementarySizeCheck.requireVisible(size, kind: item.elementKind, at: item.source)
            try SupplementarySizeCheck.requireFit(
                size[axis.cross], in: container[axis.cross], axis: axis.cross, kind: item.elementKind, at: item.source)
            let edges = item.alignment.edges
            let leadingEdge: DirectionalEdge = axis == .vertical ? .top : .leading
            let trailingEdge: DirectionalEdge = axis == .vertical ? .bottom : .trailing
            let alongEdge = edges.contains(leadingEdge) || edges.contains(trailingEdge)
            // R40: an extending item with an edge along the scroll axis sits outside the rectangle.
            let extends = item.extendsBoundary && alongEdge
            let containerPoint = AnchorGeometry.unitPoint(of: edges)
            var itemPoint = containerPoint
            if extends { itemPoint[axis] = 1 - itemPoint[axis] }
            let anchoredOrigin = AnchorGeometry.origin(
                host: rect, size: size, containerPoint: containerPoint, itemPoint: itemPoint)
            var origin = anchoredOrigin
            origin.x += item.absoluteOffset.x
            origin.y += item.absoluteOffset.y
            let frame = Rect(origin: origin, size: size)
            // R42, D4, D5: extending items grow the span along the axis, before their own insets.
            if extends {
                result.spanStart = min(result.spanStart, frame.min(along: axis))
                result.spanEnd = max(result.spanEnd, frame.max(along: axis))
            }
            let pinning: PlacedBoundaryItem.Pinning? =
                item.pinToVisibleBounds ? (edges.contains(trailingEdge) ? .footer : .header) : nil
            result.anchorings.append(
                Anchoring(
                    container: container, layoutSize: layoutSize, size: size, extends: extends,
                    containerPoint: containerPoint, itemPoint: itemPoint, anchoredOrigin: anchoredOrigin, frame: frame))
            result.items.append(
                PlacedBoundaryItem(
                    attributes: LayoutAttributes(
                        key: ElementKey(category: .supplementary, kind: item.elementKind, path: path(index)),
                        frame: frame.inset(by: item.contentInsets), zIndex: item.zIndex),
                    pinning: pinning, source: item.source))
        }
        return result
    }
}
