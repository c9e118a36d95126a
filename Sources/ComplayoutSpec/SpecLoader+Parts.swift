import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

extension SpecLoader {
    /// Loads an environment file: the mapping a spec's `environment:` key takes (language.md §4),
    /// at the top level of its own file, so that the app can supply it apart from the layout.
    public static func loadEnvironment(
        bytes: [UInt8], yamlLimits: YAMLLimits = .default, limits: SpecLimits = .default,
        format: SpecInputFormat = .yaml
    ) throws(DiagnosticList) -> LayoutEnvironment {
        try readPart(bytes: bytes, yamlLimits: yamlLimits, limits: limits, format: format) { reader, field in
            reader.environment(field)
        }
    }

    /// Loads a data file: the mapping a spec's `data:` key takes (language.md §5), at the top
    /// level of its own file.
    public static func loadData(
        bytes: [UInt8], yamlLimits: YAMLLimits = .default, limits: SpecLimits = .default,
        format: SpecInputFormat = .yaml
    ) throws(DiagnosticList) -> DataSource {
        try readPart(bytes: bytes, yamlLimits: yamlLimits, limits: limits, format: format) { reader, field in
            reader.data(field)
        }
    }

    /// Reads a file whose root is one part of a spec, with `read`; throws every error found.
    private static func readPart<Part>(
        bytes: [UInt8], yamlLimits: YAMLLimits, limits: SpecLimits, format: SpecInputFormat,
        _ read: (SpecReader, Field) -> Part?
    ) throws(DiagnosticList) -> Part {
        let document = try YAMLLoader.load(
            bytes: bytes, limits: yamlLimits, format: format, packing: MappingVocabulary.measuredLengthKeys)
        let reader = SpecReader(limits: limits)
        guard let root = document.root else {
            throw DiagnosticList([
                Diagnostic(SpecDiagnostic.emptyPart, at: SourceRange(at: SourcePosition(line: 1, column: 1)))
            ])
        }
        let part = read(reader, Field(node: root, place: "at the top level", name: "the file", key: ""))
        guard let part, !reader.diagnostics.hasErrors else { throw DiagnosticList(reader.diagnostics.sorted) }
        return part
    }
}
