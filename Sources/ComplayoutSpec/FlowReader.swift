import ComplayoutModel
import ComplayoutYAML

/// Flow sections: the `flow:` key of a section (docs/flow.md).
extension SpecReader {
    /// `flow: { itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, sectionInsetReference,
    /// headerReferenceSize, footerReferenceSize, headersPinToVisibleBounds, footersPinToVisibleBounds,
    /// headerKind, footerKind }`; every key is optional.
    func flowConfiguration(_ field: Field) -> FlowConfiguration? {
        guard var map = mapping(field, .flow) else { return nil }
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

    /// `{ width, height }`, both positive: a flow's `itemSize`. A zero length would fit infinitely
    /// many items in a row (R21).
    private func flowItemSize(_ field: Field) -> Size? {
        guard var map = mapping(field, .flowItemSize) else { return nil }
        let width = map.field("width").flatMap { number($0) }
        let height = map.field("height").flatMap { number($0) }
        map.finish()
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }
}
