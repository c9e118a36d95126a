import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

/// The `data` key: sections, item counts and measured sizes (language.md section 5).
extension SpecReader {
    /// `data: { sections: [...] }`; each entry an item count or `{ items, sizes, supplementarySizes }`.
    func data(_ field: Field) -> DataSource? {
        guard var map = mapping(field, .data) else { return nil }
        let sections = map.field("sections").map { list($0, sectionData) }
        map.finish()
        return sections.map(DataSource.init(sections:))
    }

    /// An item count, or the per-section mapping.
    private func sectionData(_ field: Field) -> SectionData? {
        if field.node.mapping == nil {
            guard field.node.scalar != nil, !isNull(field.node) else {
                wrongType(field, expected: "an item count or a mapping with 'items'")
                return nil
            }
            return itemCount(field).map { SectionData(itemCount: $0, source: field.node.range) }
        }
        guard var map = mapping(field, .dataSection) else { return nil }
        let count = map.field("items").flatMap(itemCount)
        let sizes = map.field("sizes").flatMap { measuredSizes($0, itemCount: count) }
        let heights = map.field("heights").flatMap {
            measuredLengths($0, itemCount: count, alsoIn: sizes?.sizes ?? [:], axis: .vertical)
        }
        let widths = map.field("widths").flatMap {
            measuredLengths($0, itemCount: count, alsoIn: sizes?.sizes ?? [:], axis: .horizontal)
        }
        let supplementarySizes = map.field("supplementarySizes").flatMap(supplementarySizes)
        map.finish()
        guard let count else { return nil }
        var section = SectionData(
            itemCount: count, sizes: sizes?.sizes ?? [:], heights: heights ?? MeasuredLengths(),
            widths: widths ?? MeasuredLengths(), supplementarySizes: supplementarySizes?.sizes ?? [:],
            source: field.node.range)
        section.supplementarySizeSources = supplementarySizes?.sources ?? [:]
        section.sizeSources = sizes?.sources ?? [:]
        return section
    }

    /// 0…`SpecLimits.maxItemCount`.
    private func itemCount(_ field: Field) -> Int? {
        let max = limits.maxItemCount
        return integer(
            field, .nonNegative,
            limit: IntegerLimit(max: max) { .itemCountTooLarge(shown: $0, max: max) })
    }

    /// `sizes: { INDEX: { width?, height? } }`; indexes below the section's item count, with where
    /// each index is written.
    private func measuredSizes(
        _ field: Field, itemCount: Int?
    ) -> (sizes: [Int: MeasuredSize], sources: [Int: SourceRange])? {
        guard let pairs = field.node.mapping else {
            wrongType(field, expected: "a mapping of item index to size")
            return nil
        }
        var sizes: [Int: MeasuredSize] = [:]
        var sources: [Int: SourceRange] = [:]
        var seen: [Int: YAMLNode] = [:]
        for pair in pairs {
            let keyField = Field(
                node: pair.key, place: "for an item index in 'sizes'", name: "an item index in 'sizes'", key: "sizes")
            let index = integer(keyField)
            let label = "item \(NodeDescription.shortened(pair.key.scalar?.value ?? "?")) in 'sizes'"
            let size = measuredSize(Field(node: pair.value, place: "for \(label)", name: label, key: "sizes"))
            guard let index, !isDuplicateIndex(index, key: pair.key, seen: &seen, noun: "item index") else { continue }
            if let itemCount, index >= itemCount {
                error(.itemIndexOutOfRange(index, itemCount: itemCount), at: pair.key)
                continue
            }
            if let size {
                sizes[index] = size
                sources[index] = pair.key.range
            }
        }
        return (sizes, sources)
    }

    /// `heights: [88, 92, ~, 60]` (or `widths:`): item *i*'s measured length along `axis` at
    /// position *i*, `null` for an item not measured; at most the section's item count of them, and
    /// none for an item whose length along `axis` `sizes` gives. A flow sequence comes packed
    /// (`PackedSequence`): its numbers are read from their bytes, and a node is made only for an
    /// entry to report.
    private func measuredLengths(
        _ field: Field, itemCount: Int?, alsoIn sizes: [Int: MeasuredSize], axis: LayoutAxis
    ) -> MeasuredLengths? {
        let packed = field.node.packed
        guard let nodes = packed?.rest ?? sequence(field) else { return nil }
        let total = (packed?.count ?? 0) + nodes.count
        let kept = min(total, itemCount ?? total)
        var lengths: [Double] = []
        lengths.reserveCapacity(kept)
        func read(_ node: @autoclosure () -> YAMLNode, fast: Double?) {
            let item = lengths.count
            let givenInSizes = (axis == .vertical ? sizes[item]?.height : sizes[item]?.width) != nil
            if let fast, fast >= 0, fast <= limits.maxMagnitude, !givenInSizes {
                lengths.append(fast == 0 ? 0 : fast)
                return
            }
            let node = node()
            guard !isNull(node) else {
                lengths.append(MeasuredLengths.unmeasured)
                return
            }
            let length = number(field.entry(node), .nonNegative)
            if length != nil, givenInSizes {
                error(.measuredLengthTwice(item: item, length: axis.lengthName, list: field.key), at: node)
            }
            lengths.append(length ?? MeasuredLengths.unmeasured)
        }
        func pastItems(at range: SourceRange) {
            error(.measuredLengthsPastItems(list: field.key, count: total, itemCount: kept), at: range)
        }
        packed?.forEachScalar { text, range in
            guard lengths.count < kept else {
                pastItems(at: range)
                return false
            }
            let fast = if case .finite(let value, _) = NumberLiteral.parse(utf8: text) { value } else { Double?.none }
            read(YAMLNode(plainScalar: text, range: range), fast: fast)
            return true
        }
        for node in nodes {
            guard lengths.count < kept else {
                if lengths.count == kept, total > kept, (packed?.count ?? 0) <= kept { pastItems(at: node.range) }
                break
            }
            read(node, fast: nil)
        }
        return MeasuredLengths(storage: lengths)
    }

    /// `supplementarySizes: { KIND: { width?, height? } }`, with where each kind is written.
    private func supplementarySizes(
        _ field: Field
    ) -> (sizes: [String: MeasuredSize], sources: [String: SourceRange])? {
        guard let pairs = field.node.mapping else {
            wrongType(field, expected: "a mapping of element kind to size")
            return nil
        }
        var sizes: [String: MeasuredSize] = [:]
        var sources: [String: SourceRange] = [:]
        for pair in pairs {
            let kind = nonEmptyText(
                Field(node: pair.key, place: "for an element kind in 'supplementarySizes'",
                      name: "an element kind in 'supplementarySizes'", key: "supplementarySizes"))
            let label = "kind '\(NodeDescription.shortened(kind ?? "?"))' in 'supplementarySizes'"
            let size = measuredSize(
                Field(node: pair.value, place: "for \(label)", name: label, key: "supplementarySizes"))
            if let kind, let size {
                sizes[kind] = size
                sources[kind] = pair.key.range
            }
        }
        return (sizes, sources)
    }
}
