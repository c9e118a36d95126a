import ComplayoutModel

/// Anchored supplementary items, boundary supplementary items and decoration items.
extension LayoutEmitter {
    /// A badge or other view anchored to an item or group: its anchors, size and settings.
    func declare(_ supplementary: SupplementaryItem, in scope: NameScope) -> String {
        let fallback = SwiftIdentifier.lowerCamelCase(supplementary.elementKind) ?? "supplementaryItem"
        let name = name(
            for: supplementary.source, fallback: fallback, with: ["Size", "Anchor", "ItemAnchor"], in: scope)
        writer.call("let \(name)Anchor = NSCollectionLayoutAnchor", Self.anchorArguments(supplementary.containerAnchor))
        if let itemAnchor = supplementary.itemAnchor {
            writer.call("let \(name)ItemAnchor = NSCollectionLayoutAnchor", Self.anchorArguments(itemAnchor))
        }
        declareSize(supplementary.size, of: name)
        var arguments = [
            "layoutSize: \(name)Size", "elementKind: \(kinds.name(of: supplementary.elementKind))",
            "containerAnchor: \(name)Anchor",
        ]
        if supplementary.itemAnchor != nil { arguments.append("itemAnchor: \(name)ItemAnchor") }
        writer.call("let \(name) = NSCollectionLayoutSupplementaryItem", arguments)
        setZIndex(of: name, supplementary.zIndex, default: 1)
        setInsetsAndEdgeSpacing(of: name, insets: supplementary.contentInsets, edgeSpacing: nil)
        writer.blankLine()
        return name
    }

    /// A header, footer or other boundary item (R40–R47).
    func declare(_ boundary: BoundarySupplementaryItem, in scope: NameScope) -> String {
        let fallback = SwiftIdentifier.lowerCamelCase(boundary.elementKind) ?? "boundaryItem"
        let name = name(for: boundary.source, fallback: fallback, with: ["Size"], in: scope)
        declareSize(boundary.size, of: name)
        var arguments = [
            "layoutSize: \(name)Size", "elementKind: \(kinds.name(of: boundary.elementKind))",
            "alignment: .\(boundary.alignment.rawValue)",
        ]
        if boundary.absoluteOffset != .zero {
            arguments.append("absoluteOffset: \(SwiftLiteral.point(boundary.absoluteOffset))")
        }
        writer.call("let \(name) = NSCollectionLayoutBoundarySupplementaryItem", arguments)
        if !boundary.extendsBoundary { writer.line("\(name).extendsBoundary = false") }
        if boundary.pinToVisibleBounds { writer.line("\(name).pinToVisibleBounds = true") }
        setZIndex(of: name, boundary.zIndex, default: 1)
        setInsetsAndEdgeSpacing(of: name, insets: boundary.contentInsets, edgeSpacing: nil)
        writer.blankLine()
        return name
    }

    /// A section background (R50, R51).
    func declare(_ decoration: DecorationItem, in scope: NameScope) -> String {
        let fallback = SwiftIdentifier.lowerCamelCase(decoration.elementKind) ?? "decorationItem"
        let name = name(for: decoration.source, fallback: fallback, in: scope)
        writer.call(
            "let \(name) = NSCollectionLayoutDecorationItem.background",
            ["elementKind: \(kinds.name(of: decoration.elementKind))"])
        setZIndex(of: name, decoration.zIndex, default: 0)
        setInsetsAndEdgeSpacing(of: name, insets: decoration.contentInsets, edgeSpacing: nil)
        writer.blankLine()
        return name
    }

    private func setZIndex(of name: String, _ zIndex: Int, default defaultValue: Int) {
        if zIndex != defaultValue { writer.line("\(name).zIndex = \(zIndex)") }
    }

    /// `NSCollectionLayoutAnchor`'s arguments: `edges:`, and `absoluteOffset:` or `fractionalOffset:`
    /// unless the offset is zero, which is the same as none.
    private static func anchorArguments(_ anchor: SupplementaryAnchor) -> [String] {
        let edges = "edges: \(SwiftLiteral.edges(anchor.edges))"
        switch anchor.offset {
        case .absolute(let point) where point != .zero: return [edges, "absoluteOffset: \(SwiftLiteral.point(point))"]
        case .fractional(let point) where point != .zero:
            return [edges, "fractionalOffset: \(SwiftLiteral.point(point))"]
        case .none, .absolute, .fractional: return [edges]
        }
    }
}
