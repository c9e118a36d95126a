import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

/// Sections, list and flow sections, and the alternatives of a `sections` entry (language.md sections 2 and 6).
extension SpecReader {
    /// A section, or a list of alternatives chosen by `when` (the first whose conditions all hold wins;
    /// an alternative without `when` always holds, so alternatives after it are never used).
    func sectionDefinition(_ field: Field) -> SectionDefinition? {
        switch field.node.content {
        case .sequence(let nodes):
            guard !nodes.isEmpty else {
                report(ModelDiagnostic.noAlternatives, at: field.node)
                return nil
            }
            let variants = nodes.compactMap { node in
                variant(
                    Field(node: node, place: "for an alternative", name: "an alternative", key: field.key))
            }
            guard variants.count == nodes.count else { return nil }
            return .variants(variants, source: field.node.range)
        case .scalar, .packed:
            // A packed sequence is the value of `heights` or `widths`, never of a section.
            wrongType(field, expected: "a section or a list of alternatives")
            return nil
        case .mapping:
            guard var map = mapping(field, .section) else { return nil }
            let section = sectionBody(&map, source: field.node.range)
            if let when = map.keyNode("when") {
                map.ignore("when")
                error(.whenOutsideAlternatives, at: when)
            }
            map.finish()
            return section.map(SectionDefinition.section)
        }
    }

    /// One alternative: the section keys plus an optional `when`.
    private func variant(_ field: Field) -> SectionVariant? {
        guard var map = mapping(field, .sectionAlternative) else { return nil }
        let condition = map.field("when").flatMap(condition)
        let section = sectionBody(&map, source: field.node.range)
        let failedCondition = map.contains("when") && condition == nil
        map.finish()
        guard let section, !failedCondition else { return nil }
        return SectionVariant(condition: condition, section: section)
    }

    /// `when: { minWidth, maxWidth, minHeight, maxHeight, horizontalSizeClass, verticalSizeClass, layoutDirection,
    /// minItems, maxItems, empty }`.
    private func condition(_ field: Field) -> EnvironmentCondition? {
        guard var map = mapping(field, .condition) else { return nil }
        let condition = EnvironmentCondition(
            minWidth: map.field("minWidth").flatMap { number($0) },
            maxWidth: map.field("maxWidth").flatMap { number($0) },
            minHeight: map.field("minHeight").flatMap { number($0) },
            maxHeight: map.field("maxHeight").flatMap { number($0) },
            horizontalSizeClass: map.field("horizontalSizeClass").flatMap { word($0, as: SizeClass.self) },
            verticalSizeClass: map.field("verticalSizeClass").flatMap { word($0, as: SizeClass.self) },
            layoutDirection: map.field("layoutDirection").flatMap { word($0, as: InterfaceDirection.self) },
            minItems: map.field("minItems").flatMap { integer($0) },
            maxItems: map.field("maxItems").flatMap { integer($0) },
            sectionIsEmpty: map.field("empty").flatMap(bool),
            source: field.node.range)
        map.finish()
        return condition
    }

    /// The keys of a section, read from an open mapping (a section or an alternative).
    private func sectionBody(_ map: inout MappingReader, source: SourceRange) -> LayoutSection? {
        let outerKinds = sectionKinds
        sectionKinds = ElementKindRegistry()

        let groupField = map.field("group")
        let listField = map.field("list")
        let flowField = map.field("flow")
        let rootGroup = groupField.flatMap(group)
        let listSection = listField.flatMap(listConfiguration)
        let flowSection = flowField.flatMap(flowConfiguration)
        var content: LayoutSection.Content?
        // The vocabulary's rules: one of 'group', 'list' and 'flow'; none of the keys a flow sets itself.
        let broken = map.brokenRule()
        if let broken { report(broken, in: map) }
        switch broken {
        case nil, .excluded?:
            if let rootGroup {
                content = .group(rootGroup)
            } else if let listSection {
                content = .list(listSection)
            } else if let flowSection {
                content = .flow(flowSection)
            }
        default:
            break
        }
        let spacing = map.field("interGroupSpacing").flatMap { number($0) }
        let insetsField = map.field("contentInsets")
        let insets = insetsField.flatMap(insets)
        let reference = map.field("contentInsetsReference").flatMap { word($0, as: ContentInsetsReference.self) }
        let supplementaryReference = map.field("supplementaryContentInsetsReference")
            .flatMap { word($0, as: ContentInsetsReference.self) }
        let follow = map.field("supplementariesFollowContentInsets").flatMap(bool)
        let orthogonal = map.field("orthogonalScrollingBehavior")
            .flatMap { word($0, as: OrthogonalScrollingBehavior.self) }
        let boundaryItems = map.field("boundarySupplementaryItems").map { list($0, boundaryItem) }
        let decorations = map.field("decorationItems").map { list($0, decorationItem) }

        sectionKinds?.check(into: self)
        sectionKinds = outerKinds

        guard let content else { return nil }
        return LayoutSection(
            content: content, interGroupSpacing: spacing ?? 0, contentInsets: insets ?? .zero,
            contentInsetsReference: reference, supplementaryContentInsetsReference: supplementaryReference ?? .automatic,
            supplementariesFollowContentInsets: follow ?? true, orthogonalScrollingBehavior: orthogonal ?? .none,
            boundarySupplementaryItems: boundaryItems ?? [], decorationItems: decorations ?? [], source: source,
            contentInsetsSource: insetsField?.node.range)
    }

    /// `list: { appearance, headerMode, footerMode, itemHeight }` (R63).
    private func listConfiguration(_ field: Field) -> ListConfiguration? {
        guard var map = mapping(field, .list) else { return nil }
        let appearance = map.field("appearance").flatMap { word($0, as: ListConfiguration.Appearance.self) }
        let headerMode = map.field("headerMode").flatMap { word($0, as: ListConfiguration.HeaderMode.self) }
        let footerMode = map.field("footerMode").flatMap { word($0, as: ListConfiguration.FooterMode.self) }
        let itemHeight = map.field("itemHeight").flatMap(dimension)
        map.finish()
        return ListConfiguration(
            appearance: appearance ?? .plain, headerMode: headerMode ?? .none, footerMode: footerMode ?? .none,
            itemHeight: itemHeight ?? .estimated(44), source: field.node.range)
    }
}
