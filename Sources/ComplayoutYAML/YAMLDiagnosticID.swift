/// The stable ids of the diagnostics the YAML front end reports.
public enum YAMLDiagnosticID {
    /// libyaml could not read or parse the text.
    public static let syntax = "yaml-syntax"
    /// The input is larger than `YAMLLimits.maxBytes`.
    public static let fileTooLarge = "file-too-large"
    /// Sequences and mappings nest deeper than `YAMLLimits.maxDepth`.
    public static let nestingTooDeep = "nesting-too-deep"
    /// An alias takes the expanded document past `YAMLLimits.maxExpandedNodes`.
    public static let aliasExpansionTooLarge = "alias-expansion-too-large"
    /// The document itself, before any alias, has more than `YAMLLimits.maxExpandedNodes` nodes.
    public static let tooManyNodes = "too-many-nodes"
    /// An alias names an anchor that is not defined before it.
    public static let unknownAlias = "unknown-alias"
    /// A merge key (`<<`) whose value is not a mapping or a list of mappings.
    public static let invalidMerge = "invalid-merge"
    /// A mapping that writes the same key twice.
    public static let duplicateKey = "duplicate-key"
    /// A stream with more than one document.
    public static let multipleDocuments = "multiple-documents"

    /// Every id the front end emits.
    public static let all: [String] = [
        syntax, fileTooLarge, nestingTooDeep, aliasExpansionTooLarge, tooManyNodes, unknownAlias, invalidMerge,
        duplicateKey, multipleDocuments,
    ]
}
