import ComplayoutModel
import ComplayoutYAML

/// Boundary supplementary items, anchored supplementary items, anchors and decoration items.
extension SpecReader {
    /// A header, footer or other boundary item (language.md section 2, R40–R47).
    func boundaryItem(_ field: Field) -> BoundarySupplementaryItem? {
        guard var map = mapping(field, .boundaryItem) else { return nil }
        let kind = elementKind(map.field("kind"), definition: field.node)
        let size = map.field("size").flatMap(layoutSize)
        let alignment = map.field("alignment").flatMap { word($0, as: RectAlignment.self) }
        let offset = map.field("absoluteOffset").flatMap(point)
        let extendsBoundary = map.field("extendsBoundary").flatMap(bool)
        let pin = map.field("pinToVisibleBounds").flatMap(bool)
        let insets = map.field("contentInsets").flatMap(insets)
        let zIndex = map.field("zIndex").flatMap { integer($0) }
        map.finish()
        guard let kind, let size, let alignment else { return nil }
        return BoundarySupplementaryItem(
            elementKind: kind, size: size, alignment: alignment, absoluteOffset: offset ?? .zero,
            extendsBoundary: extendsBoundary ?? true, pinToVisibleBounds: pin ?? false,
            contentInsets: insets ?? .zero, zIndex: zIndex ?? 1, source: field.node.range)
    }

    /// A supplementary anchored to an item or group, such as a badge (R48, R49).
    func anchoredItem(_ field: Field) -> SupplementaryItem? {
        guard var map = mapping(field, .anchoredItem) else { return nil }
        let kind = elementKind(map.field("kind"), definition: field.node)
        let size = map.field("size").flatMap(layoutSize)
        let containerAnchor = map.field("containerAnchor").flatMap(anchor)
        let itemAnchor = map.field("itemAnchor").flatMap(anchor)
        let insets = map.field("contentInsets").flatMap(insets)
        let zIndex = map.field("zIndex").flatMap { integer($0) }
        map.finish()
        guard let kind, let size, let containerAnchor else { return nil }
        return SupplementaryItem(
            elementKind: kind, size: size, containerAnchor: containerAnchor, itemAnchor: itemAnchor,
            contentInsets: insets ?? .zero, zIndex: zIndex ?? 1, source: field.node.range)
    }

    /// `{ edges: [..], absoluteOffset | fractionalOffset }`; an empty `edges` list centres.
    func anchor(_ field: Field) -> SupplementaryAnchor? {
        guard var map = mapping(field, .anchor) else { return nil }
        let edges = map.field("edges").flatMap(anchorEdges)
        let absolute = map.field("absoluteOffset").flatMap(point)
        let fractional = map.field("fractionalOffset").flatMap(point)
        enforceRules(of: map)  // at most one offset
        map.finish()
        guard let edges else { return nil }
        if let absolute { return SupplementaryAnchor(edges: edges, offset: .absolute(absolute)) }
        if let fractional { return SupplementaryAnchor(edges: edges, offset: .fractional(fractional)) }
        return SupplementaryAnchor(edges: edges)
    }

    /// A list of edges with no two opposite ones (an anchor cannot be on both the top and the bottom).
    private func anchorEdges(_ field: Field) -> Set<DirectionalEdge>? {
        guard let nodes = sequence(field) else { return nil }
        var edges: [(DirectionalEdge, YAMLNode)] = []
        var valid = true
        for node in nodes {
            guard let edge = word(field.entry(node), as: DirectionalEdge.self) else {
                valid = false
                continue
            }
            edges.append((edge, node))
        }
        let opposites: [(DirectionalEdge, DirectionalEdge)] = [(.top, .bottom), (.leading, .trailing)]
        for (one, other) in opposites {
            let has = edges.contains { $0.0 == one }
            if has, let node = edges.first(where: { $0.0 == other })?.1 {
                report(ModelDiagnostic.oppositeEdges(one.rawValue, other.rawValue), at: node)
                valid = false
            }
        }
        return valid ? Set(edges.map(\.0)) : nil
    }

    /// `{ background: KIND, contentInsets, zIndex }`: a section background (R50, R51).
    func decorationItem(_ field: Field) -> DecorationItem? {
        guard var map = mapping(field, .decorationItem) else { return nil }
        let kind = map.field("background").flatMap(nonEmptyText)
        let insets = map.field("contentInsets").flatMap(insets)
        let zIndex = map.field("zIndex").flatMap { integer($0) }
        map.finish()
        guard let kind else { return nil }
        return DecorationItem(
            elementKind: kind, contentInsets: insets ?? .zero, zIndex: zIndex ?? 0, source: field.node.range)
    }

    /// An element kind, recorded for the section's uniqueness check.
    private func elementKind(_ field: Field?, definition: YAMLNode) -> String? {
        guard let field, let kind = nonEmptyText(field) else { return nil }
        sectionKinds?.record(kind: kind, definition: definition.range, kindNode: field.node)
        return kind
    }
}
