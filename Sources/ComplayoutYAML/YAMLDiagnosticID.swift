import ComplayoutDiagnostics

/// The stable ids of the diagnostics the YAML front end reports.
public enum YAMLDiagnosticID: String, DiagnosticIDSet {
    /// libyaml could not read or parse the text.
    case syntax = "yaml-syntax"
    /// The input is larger than `YAMLLimits.maxBytes`.
    case fileTooLarge = "file-too-large"
    /// Sequences and mappings nest deeper than `YAMLLimits.maxDepth`.
    case nestingTooDeep = "nesting-too-deep"
    /// An alias takes the expanded document past `YAMLLimits.maxExpandedNodes`.
    case aliasExpansionTooLarge = "alias-expansion-too-large"
    /// The document itself, before any alias, has more than `YAMLLimits.maxExpandedNodes` nodes.
    case tooManyNodes = "too-many-nodes"
    /// An alias names an anchor that is not defined before it.
    case unknownAlias = "unknown-alias"
    /// A merge key (`<<`) whose value is not a mapping or a list of mappings.
    case invalidMerge = "invalid-merge"
    /// A mapping that writes the same key twice.
    case duplicateKey = "duplicate-key"
    /// A stream with more than one document.
    case multipleDocuments = "multiple-documents"
    /// Input read as strict JSON that a JSON decoder would refuse.
    case jsonSyntax = "json-syntax"
}
