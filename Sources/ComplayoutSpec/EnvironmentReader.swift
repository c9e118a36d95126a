import ComplayoutModel
import ComplayoutYAML

/// The `environment` key: the collection view the layout is evaluated in (language.md section 4).
extension SpecReader {
    /// Every key is optional; absent keys keep `Environment()`'s defaults.
    func environment(_ field: Field) -> LayoutEnvironment? {
        guard var map = mapping(field, .environment) else { return nil }
        var environment = LayoutEnvironment()
        if let container = map.field("container").flatMap(size) { environment.container = container }
        if let insets = map.field("safeAreaInsets").flatMap(insets) { environment.safeAreaInsets = insets }
        environment.layoutMargins = map.field("layoutMargins").flatMap(insets)
        if let width = map.field("readableContentWidth").flatMap({ number($0) }) {
            environment.readableContentWidth = width
        }
        if let direction = map.field("layoutDirection").flatMap({ word($0, as: InterfaceDirection.self) }) {
            environment.layoutDirection = direction
        }
        if let traits = map.field("traits").flatMap(traits) { environment.traits = traits }
        if let field = map.field("contentOffset") {
            environment.contentOffset = point(field)
            environment.contentOffsetSource = field.node.range
        }
        if let inset = map.field("contentInset").flatMap(insets) { environment.contentInset = inset }
        if let adjustment = map.field("contentInsetAdjustmentBehavior").flatMap({
            word($0, as: ContentInsetAdjustment.self)
        }) {
            environment.contentInsetAdjustment = adjustment
        }
        if let version = map.field("iOSVersion").flatMap(iOSVersion) { environment.iOSVersion = version }
        if let offsets = map.field("orthogonalOffsets").flatMap(orthogonalOffsets) {
            environment.orthogonalOffsets = offsets
            environment.orthogonalOffsetSources = orthogonalOffsetKeys.mapValues(\.range)
        }
        map.finish()
        return environment
    }

    /// A major iOS version: a whole number from the first iOS with compositional layouts.
    private func iOSVersion(_ field: Field) -> Int? {
        guard let version = integer(field) else { return nil }
        guard version >= LayoutEnvironment.earliestIOSVersion else {
            report(ModelDiagnostic.iOSVersionTooEarly(version), at: field.node)
            return nil
        }
        return version
    }

    /// `{ horizontalSizeClass, verticalSizeClass, displayScale }`; `displayScale` must be positive.
    private func traits(_ field: Field) -> Traits? {
        guard var map = mapping(field, .traits) else { return nil }
        var traits = Traits()
        if let horizontal = map.field("horizontalSizeClass").flatMap({ word($0, as: SizeClass.self) }) {
            traits.horizontalSizeClass = horizontal
        }
        if let vertical = map.field("verticalSizeClass").flatMap({ word($0, as: SizeClass.self) }) {
            traits.verticalSizeClass = vertical
        }
        if let scale = map.field("displayScale").flatMap({ number($0) }) { traits.displayScale = scale }
        map.finish()
        return traits
    }

    /// A mapping from section index to point; the keys are remembered for the range check.
    private func orthogonalOffsets(_ field: Field) -> [Int: Point]? {
        guard let pairs = field.node.mapping else {
            wrongType(field, expected: "a mapping of section index to point")
            return nil
        }
        var offsets: [Int: Point] = [:]
        var seen: [Int: YAMLNode] = [:]
        for pair in pairs {
            let keyField = Field(
                node: pair.key, place: "for a section index in 'orthogonalOffsets'",
                name: "a section index in 'orthogonalOffsets'", key: "orthogonalOffsets")
            let index = integer(keyField)
            let label = "section \(NodeDescription.shortened(pair.key.scalar?.value ?? "?")) in 'orthogonalOffsets'"
            let offset = point(Field(node: pair.value, place: "for \(label)", name: label, key: "orthogonalOffsets"))
            guard let index, !isDuplicateIndex(index, key: pair.key, seen: &seen, noun: "section index"),
                let offset
            else { continue }
            offsets[index] = offset
            orthogonalOffsetKeys[index] = pair.key
        }
        return offsets
    }
}
