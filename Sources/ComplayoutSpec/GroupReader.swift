import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

/// Groups, written under the key that names their kind (language.md section 2).
///
/// `horizontal:` / `vertical:` take `size`, `subitems`, `count` or `repeat`, `interItemSpacing`,
/// `contentInsets`, `edgeSpacing`, `supplementaryItems`. `custom:` takes `size`, `frames`,
/// `contentInsets`, `edgeSpacing`, `supplementaryItems`; the stacking keys (`subitems`, `count`,
/// `repeat`, `interItemSpacing`) are refused there, because its frames place its items.
extension SpecReader {
    /// The keys that name a group's kind.
    static let groupKinds = MappingVocabulary.group.keyNames
    /// The keys of a group's body, any kind.
    static let groupBodyKeys = MappingVocabulary.stackGroup.keyNames
        + MappingVocabulary.customGroup.keyNames.filter { !MappingVocabulary.stackGroup.keyNames.contains($0) }
    /// The stacking keys a custom group refuses.
    static let stackOnlyKeys = MappingVocabulary.stackGroup.keyNames.filter {
        !MappingVocabulary.customGroup.keyNames.contains($0)
    }

    /// `{ horizontal: {...} }`, `{ vertical: {...} }` or `{ custom: {...} }`.
    func group(_ field: Field) -> LayoutGroup? {
        groupDepth += 1
        defer { groupDepth -= 1 }
        guard groupDepth <= limits.maxGroupDepth else {
            report(ModelDiagnostic.groupNestingTooDeep(limit: limits.maxGroupDepth), at: field.node)
            return nil
        }
        guard var map = mapping(field, .group) else { return nil }
        let written = Self.groupKinds.compactMap { kind in map.field(kind).map { (kind, $0) } }
        // The vocabulary's rule: exactly one kind key.
        switch map.brokenRule() {
        case let none? where written.isEmpty:
            // Keys of a body without the kind key above them are that one mistake; unknown keys say theirs.
            let misplaced = map.unknownKeys.filter(Self.groupBodyKeys.contains)
            if !misplaced.isEmpty {
                error(.groupKeysOutsideKind(misplaced), at: map.node)
                misplaced.forEach { map.ignore($0) }
            } else if !map.hasUnknownKeys {
                report(none, in: map)
            }
            map.finish()
            return nil
        case let together?:
            report(together, in: map)
        case nil:
            break
        }
        for key in map.unknownKeys where Self.groupBodyKeys.contains(key) {
            guard let keyNode = map.keyNode(key) else { continue }
            map.ignore(key)
            error(.groupKeyBesideKind(key: key, kind: written[0].0), at: keyNode)
        }
        map.finish()
        // Read every body, so mistakes in each are reported, but only a single kind makes a group.
        let groups = written.map { groupBody(kind: $0.0, $0.1, source: field.node.range) }
        return written.count == 1 ? groups[0] : nil
    }

    private func groupBody(kind: String, _ field: Field, source: SourceRange) -> LayoutGroup? {
        switch kind {
        case "custom": customGroup(field, source: source)
        case "vertical": stackGroup(.vertical, field, source: source)
        default: stackGroup(.horizontal, field, source: source)
        }
    }

    /// A row or column: `subitems` alone, or with `count` or `repeat` and exactly one subitem.
    private func stackGroup(_ axis: LayoutAxis, _ field: Field, source: SourceRange) -> LayoutGroup? {
        guard var map = mapping(field, .stackGroup) else { return nil }
        let size = map.field("size").flatMap(layoutSize)
        // With `frames` the group was meant to be custom; that one mistake is reported below, not a missing key too.
        if map.contains("frames") { map.excuseAbsence(of: "subitems") }
        let subitems = map.field("subitems").flatMap(subitemList)
        let count = map.field("count").flatMap(groupCount)
        let repeatCount = map.field("repeat").flatMap(groupCount)
        let spacing = map.field("interItemSpacing").flatMap(spacing)
        let common = commonGroupKeys(&map)
        if let frames = map.keyNode("frames") {
            map.ignore("frames")
            error(.framesInStackGroup(axis: axis.rawValue), at: frames)
        }
        // The vocabulary's rules: 'count' or 'repeat', not both, and then exactly one subitem.
        let valid = enforceRules(of: map)
        map.finish()
        guard let size, let subitems, valid, let first = subitems.first else { return nil }
        let arrangement: GroupArrangement
        var computed: CountExpression?
        if map.contains("count") {
            guard let count else { return nil }
            arrangement = .count(count.count, first)
            computed = count.expression
        } else if map.contains("repeat") {
            guard let repeatCount else { return nil }
            arrangement = .repeatExactly(repeatCount.count, first)
            computed = repeatCount.expression
        } else {
            arrangement = .repeating(subitems)
        }
        var group = LayoutGroup(
            size: size, kind: .stack(axis, arrangement), interItemSpacing: spacing ?? .zero,
            contentInsets: common.insets, edgeSpacing: common.edgeSpacing,
            supplementaryItems: common.supplementaryItems, computedCount: computed, source: source,
            contentInsetsSource: common.insetsSource)
        if computed != nil {
            group.computedCountSource = (map.field("count") ?? map.field("repeat"))?.node.range
        }
        return group
    }

    /// A group whose items sit at listed frames relative to the group (R20).
    private func customGroup(_ field: Field, source: SourceRange) -> LayoutGroup? {
        guard var map = mapping(field, .customGroup) else { return nil }
        let size = map.field("size").flatMap(layoutSize)
        let framesField = map.field("frames")
        var frames = framesField.map { list($0, customFrame) }
        if let framesField, framesField.node.sequence?.isEmpty == true {
            error(.noFrames, at: framesField.node)
            frames = nil
        }
        let common = commonGroupKeys(&map)
        for key in Self.stackOnlyKeys {
            guard let keyNode = map.keyNode(key) else { continue }
            map.ignore(key)
            error(.stackKeyInCustomGroup(key), at: keyNode)
        }
        map.finish()
        guard let size, let frames, let framesField,
            frames.count == framesField.node.sequence?.count
        else { return nil }
        return LayoutGroup(
            size: size, kind: .custom(frames), contentInsets: common.insets, edgeSpacing: common.edgeSpacing,
            supplementaryItems: common.supplementaryItems, source: source, contentInsetsSource: common.insetsSource)
    }

    /// `{ x, y, width, height, zIndex? }`; width and height take any dimension form.
    private func customFrame(_ field: Field) -> CustomFrame? {
        guard var map = mapping(field, .customFrame) else { return nil }
        let x = map.field("x").flatMap { number($0) }
        let y = map.field("y").flatMap { number($0) }
        let width = map.field("width").flatMap(dimension)
        let height = map.field("height").flatMap(dimension)
        let zIndex = map.field("zIndex").flatMap { integer($0) }
        map.finish()
        guard let x, let y, let width, let height else { return nil }
        return CustomFrame(x: x, y: y, width: width, height: height, zIndex: zIndex ?? 0, source: field.node.range)
    }

    /// The keys every group kind takes besides its size.
    private func commonGroupKeys(
        _ map: inout MappingReader
    ) -> (
        insets: DirectionalInsets, insetsSource: SourceRange?, edgeSpacing: EdgeSpacing?,
        supplementaryItems: [SupplementaryItem]
    ) {
        let insetsField = map.field("contentInsets")
        let insets = insetsField.flatMap(insets)
        let edgeSpacing = map.field("edgeSpacing").flatMap(edgeSpacing)
        let supplementaries = map.field("supplementaryItems").map { list($0, anchoredItem) }
        return (insets ?? .zero, insetsField?.node.range, edgeSpacing, supplementaries ?? [])
    }

    /// `count:` or `repeat:`: a positive integer up to `SpecLimits.maxGroupCount`, or an
    /// expression of the environment (language.md section 4, "Computed counts"), which stands
    /// as 1 until the engine evaluates it.
    private func groupCount(_ field: Field) -> (count: Int, expression: CountExpression?)? {
        if let text = field.node.scalar?.value, NumberLiteral.parse(text) == nil, !isNull(field.node) {
            do {
                return (1, try CountExpression(text))
            } catch {
                self.error(
                    .malformedCountExpression(NodeDescription.shortened(text), name: field.name, reason: error.message),
                    at: field.node)
                return nil
            }
        }
        let max = limits.maxGroupCount
        return integer(
            field, .positive,
            limit: IntegerLimit(max: max) { .countTooLarge(name: field.name, shown: $0, max: max) }
        ).map { ($0, nil) }
    }

    /// The entries of `subitems`: at least one, each `item:` or `group:`.
    private func subitemList(_ field: Field) -> [Subitem]? {
        guard let nodes = sequence(field) else { return nil }
        guard !nodes.isEmpty else {
            error(.noSubitems, at: field.node)
            return nil
        }
        let subitems = nodes.compactMap { subitem(field.entry($0)) }
        return subitems.count == nodes.count ? subitems : nil
    }

    /// `- item: {...}` or `- group: {...}`.
    private func subitem(_ field: Field) -> Subitem? {
        guard var map = mapping(field, .subitem) else { return nil }
        let readItem = map.field("item").map(item)
        let readGroup = map.field("group").map(group)
        // The vocabulary's rule: exactly one of 'item' and 'group'.
        switch map.brokenRule() {
        case let none? where readItem == nil && readGroup == nil:
            // Keys of an item or group without 'item:' or 'group:' above them are that one mistake;
            // unknown keys say theirs.
            let stray = map.unknownKeys
            let bodyKeys = Set(Self.groupBodyKeys + Self.groupKinds)
            if stray.isEmpty {
                report(none, in: map)
            } else if stray.allSatisfy(bodyKeys.contains) {
                let wrapper = stray.contains(where: Self.groupKinds.contains) ? "group" : "item"
                error(.subitemWrapperMissing(wrapper: wrapper, keys: stray), at: map.node)
                stray.forEach { map.ignore($0) }
            }
            map.finish()
            return nil
        case let together?:
            report(together, in: map)
            map.finish()
            return nil
        case nil:
            break
        }
        map.finish()
        if let readItem { return readItem.map(Subitem.item) }
        return readGroup?.map(Subitem.group)
    }
}
