import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

extension SpecLoader {
    /// Loads a spec file as `load` does, and also returns the name of each YAML anchor by the
    /// source range of the anchored node: the range the model gives every definition read from
    /// it (`source`), so code generated from the model can name a definition after its anchor.
    public static func loadWithAnchorNames(
        _ text: String, limits: YAMLLimits = .default, format: SpecInputFormat = .yaml
    ) throws(DiagnosticList) -> (spec: SpecFile, anchorNames: [SourceRange: String]) {
        try loadWithAnchorNames(bytes: Array(text.utf8), limits: limits, format: format)
    }

    /// `loadWithAnchorNames(_:limits:format:)` of a file's raw bytes; invalid UTF-8 is a
    /// `yaml-syntax` error at its place, as `load(bytes:)` reports it.
    public static func loadWithAnchorNames(
        bytes: [UInt8], limits: YAMLLimits = .default, format: SpecInputFormat = .yaml
    ) throws(DiagnosticList) -> (spec: SpecFile, anchorNames: [SourceRange: String]) {
        let document = try YAMLLoader.load(
            bytes: bytes, limits: limits, format: format, packing: MappingVocabulary.measuredLengthKeys)
        let spec = try read(document.root)
        return (spec, document.root?.anchorNamesByRange ?? [:])
    }
}
