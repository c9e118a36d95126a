import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

/// Reads layout spec files (language.md) into the layout model.
///
/// Every problem in a file is reported: reading continues past each error, and the
/// diagnostics are thrown together, without repeats, sorted by position.
public enum SpecLoader {
    /// The top-level keys of a spec file.
    public static let topLevelKeys = MappingVocabulary.specFile.keyNames

    /// Loads a spec file's text: YAML front end, then the spec reader. Throws every error found.
    public static func load(
        _ text: String, yamlLimits: YAMLLimits = .default, limits: SpecLimits = .default
    ) throws(DiagnosticList) -> SpecFile {
        try load(bytes: Array(text.utf8), yamlLimits: yamlLimits, limits: limits)
    }

    /// Loads a spec file's raw bytes; invalid UTF-8 is a `yaml-syntax` error at its place. With
    /// `format` `.json`, text that is not strict JSON is a `json-syntax` error at its first mistake.
    public static func load(
        bytes: [UInt8], yamlLimits: YAMLLimits = .default, limits: SpecLimits = .default,
        format: SpecInputFormat = .yaml
    ) throws(DiagnosticList) -> SpecFile {
        let document = try YAMLLoader.load(
            bytes: bytes, limits: yamlLimits, format: format, packing: MappingVocabulary.measuredLengthKeys)
        return try read(document.root, limits: limits)
    }

    /// Reads an already-loaded YAML root node.
    package static func read(_ root: YAMLNode?, limits: SpecLimits = .default) throws(DiagnosticList) -> SpecFile {
        let reader = SpecReader(limits: limits)
        let spec = reader.specFile(root)
        guard let spec, !reader.diagnostics.hasErrors else {
            throw DiagnosticList(reader.diagnostics.sorted)
        }
        return spec
    }
}

extension SpecReader {
    /// The whole file; nil when something required could not be read (the reason is reported).
    func specFile(_ root: YAMLNode?) -> SpecFile? {
        guard let root else {
            error(.emptyFile, at: SourceRange(at: SourcePosition(line: 1, column: 1)))
            return nil
        }
        let rootField = Field(node: root, place: "at the top level", name: "the file", key: "")
        guard var map = mapping(rootField, .specFile) else { return nil }
        let name = map.field("name").flatMap(text)
        let description = map.field("description").flatMap(text)
        let layout = map.field("layout").flatMap(layout)
        let environment = map.field("environment").flatMap(environment)
        let dataField = map.field("data")
        let data = dataField.flatMap(data)
        let expectation = map.field("expect").flatMap(expectation)
        map.finish()
        guard let layout else { return nil }
        checkSectionCounts(layout: layout, data: data, dataField: dataField)
        return SpecFile(
            name: name, description: description, layout: layout, environment: environment ?? LayoutEnvironment(),
            data: data, expectation: expectation)
    }

    /// Data sections need definitions, and orthogonal offsets need sections.
    private func checkSectionCounts(layout: CompositionalLayout, data: DataSource?, dataField: Field?) {
        if case .perSection(let definitions) = layout.sections, let data, data.sections.count > definitions.count {
            let extra = data.sections[definitions.count]
            report(
                ModelDiagnostic.missingSectionDefinition(index: definitions.count, definitions: definitions.count),
                at: extra.source ?? dataField?.node.range)
        }
        let sectionCount = data?.sections.count ?? layout.sections.defaultSectionCount
        for (index, keyNode) in orthogonalOffsetKeys.sorted(by: { $0.key < $1.key }) where index >= sectionCount {
            error(.sectionIndexOutOfRange(index, sectionCount: sectionCount), at: keyNode)
        }
    }
}
