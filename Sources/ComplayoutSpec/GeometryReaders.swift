import ComplayoutModel
import ComplayoutYAML

/// Sizes, points, insets, edge spacing and rectangles.
extension SpecReader {
    /// `{ width: DIMENSION, height: DIMENSION }`, both required.
    func layoutSize(_ field: Field) -> LayoutSize? {
        guard var map = mapping(field, .layoutSize) else { return nil }
        let width = map.field("width").flatMap(dimension)
        let height = map.field("height").flatMap(dimension)
        map.finish()
        guard let width, let height else { return nil }
        return LayoutSize(width: width, height: height)
    }

    /// `{ width, height }` in points, both required and non-negative (the container, a content size).
    func size(_ field: Field) -> Size? {
        guard var map = mapping(field, .size) else { return nil }
        let width = map.field("width").flatMap { number($0) }
        let height = map.field("height").flatMap { number($0) }
        map.finish()
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }

    /// `{ x, y }`, both required, any sign.
    func point(_ field: Field) -> Point? {
        guard var map = mapping(field, .point) else { return nil }
        let x = map.field("x").flatMap { number($0) }
        let y = map.field("y").flatMap { number($0) }
        map.finish()
        guard let x, let y else { return nil }
        return Point(x: x, y: y)
    }

    /// A number for all four edges, or `{ top, leading, bottom, trailing }` with missing edges 0.
    func insets(_ field: Field) -> DirectionalInsets? {
        if field.node.mapping == nil {
            guard field.node.scalar != nil, !isNull(field.node) else {
                error(.notInsets(place: field.place, found: NodeDescription.describe(field.node)), at: field.node)
                return nil
            }
            return number(field).map { DirectionalInsets(all: $0) }
        }
        guard var map = mapping(field, .insets) else { return nil }
        let top = map.field("top").flatMap { number($0) }
        let leading = map.field("leading").flatMap { number($0) }
        let bottom = map.field("bottom").flatMap { number($0) }
        let trailing = map.field("trailing").flatMap { number($0) }
        map.finish()
        return DirectionalInsets(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0)
    }

    /// `{ leading, top, trailing, bottom }`, each a spacing; absent edges stay nil (= `fixed(0)`).
    func edgeSpacing(_ field: Field) -> EdgeSpacing? {
        guard var map = mapping(field, .edgeSpacing) else { return nil }
        let leading = map.field("leading").flatMap(spacing)
        let top = map.field("top").flatMap(spacing)
        let trailing = map.field("trailing").flatMap(spacing)
        let bottom = map.field("bottom").flatMap(spacing)
        map.finish()
        return EdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
    }

    /// `{ x, y, width, height }`, all required, any sign (an expected frame).
    func rect(_ field: Field) -> Rect? {
        guard var map = mapping(field, .rect) else { return nil }
        let x = map.field("x").flatMap { number($0) }
        let y = map.field("y").flatMap { number($0) }
        let width = map.field("width").flatMap { number($0) }
        let height = map.field("height").flatMap { number($0) }
        map.finish()
        guard let x, let y, let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `{ width?, height? }`, non-negative: a measured size.
    func measuredSize(_ field: Field) -> MeasuredSize? {
        guard var map = mapping(field, .measuredSize) else { return nil }
        let width = map.field("width").flatMap { number($0) }
        let height = map.field("height").flatMap { number($0) }
        map.finish()
        return MeasuredSize(width: width, height: height)
    }
}
