import LayoutModel
import YAMLFrontEnd

/// Flow sections: the `flow:` key of a section (docs/flow.md).
extension SpecReader {
    /// `flow: { itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, sectionInsetReference,
    /// headerReferenceSize, footerReferenceSize, headersPinToVisibleBounds, footersPinToVisibleBounds,
    /// headerKind, footerKind }`; every key is optional.
    func flowConfiguration(_ field: Field) -> FlowConfiguration? {
        guard var map = mapping(field, context: "in flow") else { return nil }
        let defaults = FlowConfiguration()
        let itemSize = map.field("itemSize").flatMap(flowItemSize)
        let lineSpacing = map.field("minimumLineSpacing").flatMap { number($0) }
        let interitemSpacing = map.field("minimumInteritemSpacing").flatMap { number($0) }
        let sectionInset = map.field("sectionInset").flatMap(insets)
        let reference = map.field("sectionInsetReference")
            .flatMap { word($0, as: FlowConfiguration.SectionInsetReference.self) }
        let headerSize = map.field("headerReferenceSize").flatMap(size)
        let footerSize = map.field("footerReferenceSize").flatMap(size)
        let pinHeaders = map.field("headersPinToVisibleBounds").flatMap(bool)
        let pinFooters = map.field("footersPinToVisibleBounds").flatMap(bool)
        let headerKind = map.field("headerKind").flatMap(nonEmptyText)
        let footerKind = map.field("footerKind").flatMap(nonEmptyText)
        map.finish()
        return FlowConfiguration(
            itemSize: itemSize ?? defaults.itemSize,
            minimumLineSpacing: lineSpacing ?? defaults.minimumLineSpacing,
            minimumInteritemSpacing: interitemSpacing ?? defaults.minimumInteritemSpacing,
            sectionInset: sectionInset ?? defaults.sectionInset,
            sectionInsetReference: reference ?? defaults.sectionInsetReference,
            headerReferenceSize: headerSize ?? defaults.headerReferenceSize,
            footerReferenceSize: footerSize ?? defaults.footerReferenceSize,
            headersPinToVisibleBounds: pinHeaders ?? defaults.headersPinToVisibleBounds,
            footersPinToVisibleBounds: pinFooters ?? defaults.footersPinToVisibleBounds,
            headerKind: headerKind ?? defaults.headerKind, footerKind: footerKind ?? defaults.footerKind,
            source: field.node.range)
    }

    /// Reports the section keys that a flow section sets from its own keys, at each such key.
    func reportKeysFlowSets(in map: MappingReader) {
        for (key, replacement) in Self.keysFlowSets {
            guard let node = map.keyNode(key) else { continue }
            error(
                SpecDiagnosticID.conflictingKeys,
                "'\(key)' does not apply to a flow section; \(replacement)", at: node)
        }
    }

    /// The section keys a flow section sets itself, and what to write instead.
    private static let keysFlowSets: KeyValuePairs<String, String> = [
        "interGroupSpacing": "the space between rows is 'minimumLineSpacing' in 'flow'",
        "contentInsets": "use 'sectionInset' in 'flow'",
        "contentInsetsReference": "use 'sectionInsetReference' in 'flow'",
        "supplementaryContentInsetsReference": "a flow section's header and footer span the collection view",
        "supplementariesFollowContentInsets": "a flow section's header and footer span the collection view",
        "orthogonalScrollingBehavior": "a flow section scrolls with the layout",
    ]

    /// `{ width, height }`, both positive: a flow's `itemSize`. A zero length would fit infinitely
    /// many items in a row (R21).
    private func flowItemSize(_ field: Field) -> Size? {
        guard var map = mapping(field, context: "in 'itemSize'") else { return nil }
        let width = map.required("width").flatMap { number($0, .positive) }
        let height = map.required("height").flatMap { number($0, .positive) }
        map.finish()
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }
}
