import ComplayoutDiagnostics
import ComplayoutModel

/// Writes complayout's model as a spec in the layout language (docs/language.md): every setting
/// that differs from the language's default, so the file reads as one written by hand and loads
/// back to the same layout.
enum SpecWriter {
    /// The spec's YAML text.
    static func text(_ spec: SpecFile) -> String {
        var root: [(key: String, value: YAMLTree)] = []
        if let name = spec.name { root.append(("name", .inline(string(name)))) }
        if let description = spec.description { root.append(("description", .inline(string(description)))) }
        root.append(("layout", layout(spec.layout)))
        root.append(("environment", environment(spec.environment)))
        if let data = spec.data { root.append(("data", self.data(data))) }
        return YAMLTree.mapping(root).text
    }

    // MARK: The layout

    private static func layout(_ layout: CompositionalLayout) -> YAMLTree {
        var entries: [(key: String, value: YAMLTree)] = []
        if layout.scrollDirection != .vertical { entries.append(("scrollDirection", .inline("horizontal"))) }
        if layout.interSectionSpacing != 0 {
            entries.append(("interSectionSpacing", .inline(number(layout.interSectionSpacing))))
        }
        if layout.contentInsetsReference != .automatic {
            entries.append(("contentInsetsReference", .inline(layout.contentInsetsReference.rawValue)))
        }
        if !layout.boundarySupplementaryItems.isEmpty {
            entries.append(
                ("boundarySupplementaryItems", .sequence(layout.boundarySupplementaryItems.map(boundaryItem))))
        }
        switch layout.sections {
        case .uniform(let definition): entries.append(("section", self.definition(definition)))
        case .perSection(let definitions): entries.append(("sections", .sequence(definitions.map(definition))))
        }
        return .mapping(entries)
    }

    private static func definition(_ definition: SectionDefinition) -> YAMLTree {
        switch definition {
        case .section(let section):
            return self.section(section)
        case .variants(let variants, _):
            return .sequence(
                variants.map { variant in
                    guard case .mapping(let entries) = section(variant.section) else { return section(variant.section) }
                    return .mapping((variant.condition.map { [("when", condition($0))] } ?? []) + entries)
                })
        }
    }

    private static func condition(_ condition: EnvironmentCondition) -> YAMLTree {
        var entries: [(String, String)] = []
        condition.minWidth.map { entries.append(("minWidth", number($0))) }
        condition.maxWidth.map { entries.append(("maxWidth", number($0))) }
        condition.minHeight.map { entries.append(("minHeight", number($0))) }
        condition.maxHeight.map { entries.append(("maxHeight", number($0))) }
        condition.horizontalSizeClass.map { entries.append(("horizontalSizeClass", $0.rawValue)) }
        condition.verticalSizeClass.map { entries.append(("verticalSizeClass", $0.rawValue)) }
        condition.layoutDirection.map { entries.append(("layoutDirection", $0.rawValue)) }
        condition.minItems.map { entries.append(("minItems", "\($0)")) }
        condition.maxItems.map { entries.append(("maxItems", "\($0)")) }
        condition.sectionIsEmpty.map { entries.append(("empty", "\($0)")) }
        return .flow(entries)
    }

    private static func section(_ section: LayoutSection) -> YAMLTree {
        var entries: [(key: String, value: YAMLTree)] = []
        if section.interGroupSpacing != 0 {
            entries.append(("interGroupSpacing", .inline(number(section.interGroupSpacing))))
        }
        if section.contentInsets != .zero { entries.append(("contentInsets", insets(section.contentInsets))) }
        if let reference = section.contentInsetsReference {
            entries.append(("contentInsetsReference", .inline(reference.rawValue)))
        }
        if section.supplementaryContentInsetsReference != .automatic {
            entries.append(
                ("supplementaryContentInsetsReference", .inline(section.supplementaryContentInsetsReference.rawValue)))
        }
        if !section.supplementariesFollowContentInsets {
            entries.append(("supplementariesFollowContentInsets", .inline("false")))
        }
        if section.orthogonalScrollingBehavior != .none {
            entries.append(("orthogonalScrollingBehavior", .inline(section.orthogonalScrollingBehavior.rawValue)))
        }
        if !section.boundarySupplementaryItems.isEmpty {
            entries.append(
                ("boundarySupplementaryItems", .sequence(section.boundarySupplementaryItems.map(boundaryItem))))
        }
        if !section.decorationItems.isEmpty {
            entries.append(("decorationItems", .sequence(section.decorationItems.map(decorationItem))))
        }
        switch section.content {
        case .group(let group): entries.append(("group", self.group(group)))
        case .list(let list): entries.append(("list", self.list(list)))
        case .flow(let flow): entries.append(("flow", self.flow(flow)))
        }
        return .mapping(entries)
    }

    private static func list(_ list: ListConfiguration) -> YAMLTree {
        .flow([
            ("appearance", list.appearance.rawValue), ("headerMode", list.headerMode.rawValue),
            ("footerMode", list.footerMode.rawValue), ("itemHeight", dimension(list.itemHeight)),
        ])
    }

    private static func flow(_ flow: FlowConfiguration) -> YAMLTree {
        .mapping([
            ("itemSize", size(flow.itemSize)), ("minimumLineSpacing", .inline(number(flow.minimumLineSpacing))),
            ("minimumInteritemSpacing", .inline(number(flow.minimumInteritemSpacing))),
            ("sectionInset", insets(flow.sectionInset)),
            ("sectionInsetReference", .inline(flow.sectionInsetReference.rawValue)),
            ("headerReferenceSize", size(flow.headerReferenceSize)),
            ("footerReferenceSize", size(flow.footerReferenceSize)),
            ("headersPinToVisibleBounds", .inline("\(flow.headersPinToVisibleBounds)")),
            ("footersPinToVisibleBounds", .inline("\(flow.footersPinToVisibleBounds)")),
            ("headerKind", .inline(string(flow.headerKind))), ("footerKind", .inline(string(flow.footerKind))),
        ])
    }

    // MARK: Groups and items

    private static func group(_ group: LayoutGroup) -> YAMLTree {
        var entries: [(key: String, value: YAMLTree)] = [("size", layoutSize(group.size))]
        let kind: String
        switch group.kind {
        case .custom(let frames):
            kind = "custom"
            entries.append(("frames", .sequence(frames.map(frame))))
        case .stack(let axis, let arrangement):
            kind = axis == .horizontal ? "horizontal" : "vertical"
            switch arrangement {
            case .repeating: break
            case .count(let count, _): entries.append(("count", .inline(self.count(count, of: group))))
            case .repeatExactly(let count, _): entries.append(("repeat", .inline(self.count(count, of: group))))
            }
            if group.interItemSpacing != .zero {
                entries.append(("interItemSpacing", .inline(spacing(group.interItemSpacing))))
            }
        }
        if group.contentInsets != .zero { entries.append(("contentInsets", insets(group.contentInsets))) }
        group.edgeSpacing.map { entries.append(("edgeSpacing", edgeSpacing($0))) }
        if !group.supplementaryItems.isEmpty {
            entries.append(("supplementaryItems", .sequence(group.supplementaryItems.map(supplementaryItem))))
        }
        if case .stack = group.kind { entries.append(("subitems", .sequence(group.subitems.map(subitem)))) }
        return .mapping([(kind, .mapping(entries))])
    }

    private static func subitem(_ subitem: Subitem) -> YAMLTree {
        switch subitem {
        case .group(let group):
            return .mapping([("group", self.group(group))])
        case .item(let item):
            var entries: [(key: String, value: YAMLTree)] = [("size", layoutSize(item.size))]
            if item.contentInsets != .zero { entries.append(("contentInsets", insets(item.contentInsets))) }
            item.edgeSpacing.map { entries.append(("edgeSpacing", edgeSpacing($0))) }
            if !item.supplementaryItems.isEmpty {
                entries.append(("supplementaryItems", .sequence(item.supplementaryItems.map(supplementaryItem))))
            }
            return .mapping([("item", .mapping(entries))])
        }
    }

    private static func frame(_ frame: CustomFrame) -> YAMLTree {
        .flow([
            ("x", number(frame.x)), ("y", number(frame.y)), ("width", dimension(frame.width)),
            ("height", dimension(frame.height)), ("zIndex", "\(frame.zIndex)"),
        ])
    }

    // MARK: Supplementary and decoration items

    private static func supplementaryItem(_ item: SupplementaryItem) -> YAMLTree {
        var entries: [(key: String, value: YAMLTree)] = [
            ("kind", .inline(string(item.elementKind))), ("size", layoutSize(item.size)),
            ("containerAnchor", anchor(item.containerAnchor)),
        ]
        item.itemAnchor.map { entries.append(("itemAnchor", anchor($0))) }
        if item.contentInsets != .zero { entries.append(("contentInsets", insets(item.contentInsets))) }
        entries.append(("zIndex", .inline("\(item.zIndex)")))
        return .mapping(entries)
    }

    private static func anchor(_ anchor: SupplementaryAnchor) -> YAMLTree {
        let edges = DirectionalEdge.allCases.filter(anchor.edges.contains).map(\.rawValue)
        var entries = [("edges", "[" + edges.joined(separator: ", ") + "]")]
        switch anchor.offset {
        case .none: break
        case .absolute(let offset): entries.append(("absoluteOffset", point(offset)))
        case .fractional(let offset): entries.append(("fractionalOffset", point(offset)))
        }
        return .flow(entries)
    }

    private static func boundaryItem(_ item: BoundarySupplementaryItem) -> YAMLTree {
        var entries: [(key: String, value: YAMLTree)] = [
            ("kind", .inline(string(item.elementKind))), ("size", layoutSize(item.size)),
            ("alignment", .inline(item.alignment.rawValue)),
        ]
        if item.absoluteOffset != .zero { entries.append(("absoluteOffset", .inline(point(item.absoluteOffset)))) }
        if !item.extendsBoundary { entries.append(("extendsBoundary", .inline("false"))) }
        if item.pinToVisibleBounds { entries.append(("pinToVisibleBounds", .inline("true"))) }
        if item.contentInsets != .zero { entries.append(("contentInsets", insets(item.contentInsets))) }
        entries.append(("zIndex", .inline("\(item.zIndex)")))
        return .mapping(entries)
    }

    private static func decorationItem(_ item: DecorationItem) -> YAMLTree {
        var entries: [(key: String, value: YAMLTree)] = [("background", .inline(string(item.elementKind)))]
        if item.contentInsets != .zero { entries.append(("contentInsets", insets(item.contentInsets))) }
        entries.append(("zIndex", .inline("\(item.zIndex)")))
        return .mapping(entries)
    }

    // MARK: Environment and data

    private static func environment(_ environment: LayoutEnvironment) -> YAMLTree {
        var entries: [(key: String, value: YAMLTree)] = [
            ("container", size(environment.container)), ("safeAreaInsets", insets(environment.safeAreaInsets)),
        ]
        environment.layoutMargins.map { entries.append(("layoutMargins", insets($0))) }
        entries += [
            ("readableContentWidth", .inline(number(environment.readableContentWidth))),
            ("layoutDirection", .inline(environment.layoutDirection.rawValue)),
            (
                "traits",
                .flow([
                    ("horizontalSizeClass", environment.traits.horizontalSizeClass.rawValue),
                    ("verticalSizeClass", environment.traits.verticalSizeClass.rawValue),
                    ("displayScale", number(environment.traits.displayScale)),
                ])
            ),
        ]
        environment.contentOffset.map { entries.append(("contentOffset", .inline(point($0)))) }
        entries += [
            ("contentInset", insets(environment.contentInset)),
            ("contentInsetAdjustmentBehavior", .inline(environment.contentInsetAdjustment.rawValue)),
            ("iOSVersion", .inline("\(environment.iOSVersion)")),
        ]
        if !environment.orthogonalOffsets.isEmpty {
            entries.append(
                (
                    "orthogonalOffsets",
                    .mapping(
                        environment.orthogonalOffsets.sorted { $0.key < $1.key }.map {
                            ("\($0.key)", .inline(point($0.value)))
                        })
                ))
        }
        return .mapping(entries)
    }

    private static func data(_ data: DataSource) -> YAMLTree {
        .mapping([("sections", .sequence(data.sections.map(sectionData)))])
    }

    /// A data section: its item count, or a mapping with its measured sizes.
    private static func sectionData(_ section: SectionData) -> YAMLTree {
        guard !section.sizes.isEmpty || !section.heights.isEmpty || !section.widths.isEmpty
            || !section.supplementarySizes.isEmpty
        else {
            return .inline("\(section.itemCount)")
        }
        let sizes = section.sizes.sorted { $0.key < $1.key }.map { ("\($0.key)", measured($0.value)) }
        let supplementarySizes = section.supplementarySizes.sorted { $0.key < $1.key }
            .map { (string($0.key), measured($0.value)) }
        var entries: [(key: String, value: YAMLTree)] = [("items", .inline("\(section.itemCount)"))]
        if !sizes.isEmpty { entries.append(("sizes", .mapping(sizes))) }
        for (key, lengths) in [("heights", section.heights), ("widths", section.widths)] where !lengths.isEmpty {
            let written = (0..<lengths.count).map { lengths[$0].map(number) ?? "null" }
            entries.append((key, .inline("[" + written.joined(separator: ", ") + "]")))
        }
        if !supplementarySizes.isEmpty { entries.append(("supplementarySizes", .mapping(supplementarySizes))) }
        return .mapping(entries)
    }

    private static func measured(_ size: MeasuredSize) -> YAMLTree {
        .flow((size.width.map { [("width", number($0))] } ?? []) + (size.height.map { [("height", number($0))] } ?? []))
    }

    // MARK: Values

    private static func number(_ value: Double) -> String { value.plainText }

    /// `count`, or the group's computed count as written (language.md section 4), quoted.
    private static func count(_ count: Int, of group: LayoutGroup) -> String {
        group.computedCount.map { string($0.text) } ?? "\(count)"
    }

    /// A double-quoted scalar: JSON's escapes are YAML's.
    private static func string(_ text: String) -> String { JSONString.quoted(text) }

    private static func dimension(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .absolute(let value): "absolute(\(number(value)))"
        case .estimated(let value): "estimated(\(number(value)))"
        case .fractionalWidth(let value): "fractionalWidth(\(number(value)))"
        case .fractionalHeight(let value): "fractionalHeight(\(number(value)))"
        case .uniformAcrossSiblings(let value): "uniformAcrossSiblings(\(number(value)))"
        }
    }

    private static func layoutSize(_ size: LayoutSize) -> YAMLTree {
        .flow([("width", dimension(size.width)), ("height", dimension(size.height))])
    }

    private static func size(_ size: Size) -> YAMLTree {
        .flow([("width", number(size.width)), ("height", number(size.height))])
    }

    private static func point(_ point: Point) -> String { "{ x: \(number(point.x)), y: \(number(point.y)) }" }

    private static func insets(_ insets: DirectionalInsets) -> YAMLTree {
        .flow([
            ("top", number(insets.top)), ("leading", number(insets.leading)), ("bottom", number(insets.bottom)),
            ("trailing", number(insets.trailing)),
        ])
    }

    private static func spacing(_ spacing: Spacing) -> String {
        switch spacing {
        case .fixed(let value): "fixed(\(number(value)))"
        case .flexible(let value): "flexible(\(number(value)))"
        }
    }

    private static func edgeSpacing(_ spacing: EdgeSpacing) -> YAMLTree {
        let edges: [(String, Spacing?)] = [
            ("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing),
            ("bottom", spacing.bottom),
        ]
        return .flow(edges.compactMap { name, value in value.map { (name, self.spacing($0)) } })
    }
}
