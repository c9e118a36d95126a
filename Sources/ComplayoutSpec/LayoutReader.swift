import ComplayoutModel
import ComplayoutYAML

/// The `layout` key: scroll direction, layout-level boundary items, and the sections.
extension SpecReader {
    /// `layout: { scrollDirection, interSectionSpacing, contentInsetsReference, boundarySupplementaryItems,
    /// section | sections }`.
    func layout(_ field: Field) -> CompositionalLayout? {
        guard var map = mapping(field, .layout) else { return nil }
        let direction = map.field("scrollDirection").flatMap { word($0, as: LayoutAxis.self) }
        let spacing = map.field("interSectionSpacing").flatMap { number($0) }
        let reference = map.field("contentInsetsReference").flatMap { word($0, as: ContentInsetsReference.self) }
        let boundaryItems = map.field("boundarySupplementaryItems").map { list($0, boundaryItem) }

        let uniformField = map.field("section")
        let listField = map.field("sections")
        let uniform = uniformField.flatMap(sectionDefinition)
        let perSection = listField.flatMap(sectionList)
        var sections: SectionSource?
        // One of 'section' and 'sections' (the vocabulary's rule).
        if enforceRules(of: map) {
            if let uniform {
                sections = .uniform(uniform)
            } else if let perSection {
                sections = .perSection(perSection)
            }
        }
        map.finish()
        guard let sections else { return nil }
        return CompositionalLayout(
            scrollDirection: direction ?? .vertical, interSectionSpacing: spacing ?? 0,
            contentInsetsReference: reference ?? .automatic, boundarySupplementaryItems: boundaryItems ?? [],
            sections: sections, source: field.node.range)
    }

    /// `sections:`: at least one entry, each a section or a list of alternatives.
    private func sectionList(_ field: Field) -> [SectionDefinition]? {
        guard let nodes = sequence(field) else { return nil }
        guard !nodes.isEmpty else {
            report(ModelDiagnostic.noSections, at: field.node)
            return nil
        }
        let definitions = nodes.compactMap { sectionDefinition(field.entry($0)) }
        return definitions.count == nodes.count ? definitions : nil
    }
}
