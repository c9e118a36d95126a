import ComplayoutModel

/// Items and groups.
extension LayoutEmitter {
    /// Whether a group is a section's root group or sits inside another group; only its default name differs.
    enum GroupRole {
        case root
        case nested
    }

    /// `let item = NSCollectionLayoutItem(layoutSize: itemSize)` and its settings.
    func declare(_ item: LayoutItem, in scope: NameScope) -> String {
        let supplementaries = item.supplementaryItems.map { reference(.supplementary($0), in: scope) }
        let name = name(for: item.source, fallback: "item", with: ["Size"], in: scope)
        declareSize(item.size, of: name)
        var arguments = ["layoutSize: \(name)Size"]
        // An item's supplementaryItems is read-only; it takes them when it is made.
        if !supplementaries.isEmpty {
            arguments.append("supplementaryItems: [\(supplementaries.joined(separator: ", "))]")
        }
        writer.call("let \(name) = NSCollectionLayoutItem", arguments)
        setInsetsAndEdgeSpacing(of: name, insets: item.contentInsets, edgeSpacing: item.edgeSpacing)
        writer.blankLine()
        return name
    }

    /// `let group = NSCollectionLayoutGroup.horizontal(…)` (or vertical, or custom) and its settings.
    func declare(_ group: LayoutGroup, role: GroupRole, in scope: NameScope) -> String {
        let supplementaries = group.supplementaryItems.map { reference(.supplementary($0), in: scope) }
        let subitems = group.subitems.map { reference(Definition($0), in: scope) }
        let fallback = Self.fallbackName(of: group, role: role)
        let name = name(for: group.source, fallback: fallback, with: ["Size"], in: scope)
        declareSize(group.size, of: name)
        let size = "layoutSize: \(name)Size"
        switch group.kind {
        case .stack(let axis, .repeating):
            writer.call(
                "let \(name) = NSCollectionLayoutGroup.\(axis.rawValue)",
                [size, "subitems: [\(subitems.joined(separator: ", "))]"])
        case .stack(let axis, .count(let count, _)):
            // R17: Apple's `subitem:count:` (deprecated in iOS 16, which has no equivalent that
            // also resizes the subitem to share the group's length).
            writer.call(
                "let \(name) = NSCollectionLayoutGroup.\(axis.rawValue)",
                [size, "subitem: \(subitems[0])", "count: \(count)"])
        case .stack(let axis, .repeatExactly(let count, _)):
            require(iOS: 16)
            writer.call(
                "let \(name) = NSCollectionLayoutGroup.\(axis.rawValue)",
                [size, "repeatingSubitem: \(subitems[0])", "count: \(count)"])
        case .custom(let frames):
            declareCustomGroup(name, size: size, frames: frames, in: scope)
        }
        if group.interItemSpacing != .zero {
            writer.line("\(name).interItemSpacing = \(SwiftLiteral.spacing(group.interItemSpacing))")
        }
        setInsetsAndEdgeSpacing(of: name, insets: group.contentInsets, edgeSpacing: group.edgeSpacing)
        if !supplementaries.isEmpty {
            writer.line("\(name).supplementaryItems = [\(supplementaries.joined(separator: ", "))]")
        }
        writer.blankLine()
        return name
    }

    /// `let nameSize = NSCollectionLayoutSize(widthDimension:heightDimension:)`.
    func declareSize(_ size: LayoutSize, of name: String) {
        if size.width.isUniform || size.height.isUniform { require(iOS: 17) }
        writer.call("let \(name)Size = NSCollectionLayoutSize", SwiftLiteral.sizeArguments(size))
    }

    /// `contentInsets` and `edgeSpacing`, when they differ from UIKit's defaults (R64).
    func setInsetsAndEdgeSpacing(of name: String, insets: DirectionalInsets, edgeSpacing: EdgeSpacing?) {
        if insets != .zero { writer.line("\(name).contentInsets = \(SwiftLiteral.insets(insets))") }
        if let edgeSpacing, !SwiftLiteral.isDefault(edgeSpacing) {
            writer.call(
                "\(name).edgeSpacing = NSCollectionLayoutEdgeSpacing", SwiftLiteral.edgeSpacingArguments(edgeSpacing))
        }
    }

    /// A custom group's item provider: one `NSCollectionLayoutGroupCustomItem` per frame, with
    /// fractional lengths taken from the group's size, which the provider's environment reports
    /// as its container's content size (R20).
    private func declareCustomGroup(_ name: String, size: String, frames: [CustomFrame], in scope: NameScope) {
        let closureScope = scope.child()
        let usesSize = frames.contains { $0.width.isFractional || $0.height.isFractional }
        let sizeName = usesSize ? closureScope.claim("size") : ""
        writer.open("let \(name) = NSCollectionLayoutGroup.custom(\(size)) { \(usesSize ? "environment" : "_") in")
        if usesSize { writer.line("let \(sizeName) = environment.container.contentSize") }
        writer.open("return [")
        for frame in frames {
            let rect =
                "CGRect(x: \(SwiftLiteral.number(frame.x)), y: \(SwiftLiteral.number(frame.y)), "
                + "width: \(Self.length(frame.width, in: sizeName)), height: \(Self.length(frame.height, in: sizeName)))"
            let arguments = ["frame: \(rect)"] + (frame.zIndex != 0 ? ["zIndex: \(frame.zIndex)"] : [])
            writer.call("NSCollectionLayoutGroupCustomItem", arguments, tail: ",")
        }
        writer.close("]")
        writer.close()
    }

    /// A custom frame's width or height: a number, or a fraction of the group's size.
    private static func length(_ dimension: LayoutDimension, in size: String) -> String {
        func fraction(_ value: Double, of axis: String) -> String {
            value == 1 ? "\(size).\(axis)" : "\(size).\(axis) * \(SwiftLiteral.number(value))"
        }
        switch dimension {
        case .absolute(let value), .estimated(let value), .uniformAcrossSiblings(let value):
            return SwiftLiteral.number(value)
        case .fractionalWidth(let value):
            return fraction(value, of: "width")
        case .fractionalHeight(let value):
            return fraction(value, of: "height")
        }
    }

    /// `group` for a section's root group; `horizontalGroup`, `verticalGroup`, `customGroup` inside one.
    private static func fallbackName(of group: LayoutGroup, role: GroupRole) -> String {
        if role == .root { return "group" }
        switch group.kind {
        case .stack(let axis, _): return "\(axis.rawValue)Group"
        case .custom: return "customGroup"
        }
    }
}

extension LayoutDimension {
    /// True for `uniformAcrossSiblings` (iOS 17).
    var isUniform: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }
}
