import ComplayoutDiagnostics

/// The messages of the YAML front end (`YAMLDiagnosticID`), each worded once.
package enum YAMLDiagnostic: DiagnosticMessage {
    /// libyaml's own description of what it could not read (`SyntaxError`).
    case syntax(String)
    /// The scanner's description of what a JSON decoder would refuse (`StrictJSON`).
    case jsonSyntax(String)
    /// The input is longer than `limit` bytes.
    case fileTooLarge(limit: Int)
    /// A second document in the stream.
    case multipleDocuments
    /// An alias `*name` with no anchor before it; `suggestion` is the nearest anchor defined.
    case unknownAlias(name: String, suggestion: String?)
    /// An alias takes the expanded document past `limit` nodes.
    case aliasExpansionTooLarge(limit: Int)
    /// The document itself has more than `limit` nodes.
    case tooManyNodes(limit: Int)
    /// Sequences and mappings nest more than `limit` levels deep.
    case nestingTooDeep(limit: Int)
    /// The key `key`, written a second time in one mapping.
    case duplicateKey(String)
    /// Key `spelling` names index `index` of what `noun` counts ("section index"), as the earlier
    /// key `first`, spelt differently, does (`0` and `00`).
    case duplicateIndexKey(spelling: String, noun: String, index: Int, first: String)
    /// A merge key whose value is a `found` (a scalar, a list of scalars).
    case invalidMerge(found: String)
    /// A YAML tag (`shown`) the layout file does not read on a `kind` of node; `tags`, the ones it does.
    case unreadTag(shown: String, kind: String, tags: String)

    package var id: YAMLDiagnosticID {
        switch self {
        case .syntax, .unreadTag: .syntax
        case .jsonSyntax: .jsonSyntax
        case .fileTooLarge: .fileTooLarge
        case .multipleDocuments: .multipleDocuments
        case .unknownAlias: .unknownAlias
        case .aliasExpansionTooLarge: .aliasExpansionTooLarge
        case .tooManyNodes: .tooManyNodes
        case .nestingTooDeep: .nestingTooDeep
        case .duplicateKey, .duplicateIndexKey: .duplicateKey
        case .invalidMerge: .invalidMerge
        }
    }

    package var message: String {
        switch self {
        case .syntax(let description), .jsonSyntax(let description):
            description
        case .unreadTag(let shown, let kind, let tags):
            "the YAML tag '\(shown)' is not read on \(kind); a layout file uses \(tags) there, or no tag"
        case .fileTooLarge(let limit):
            "the file is longer than the limit of \(limit) bytes; this is the first byte past it"
        case .multipleDocuments:
            "a layout file holds one YAML document; this starts a second"
        case .unknownAlias(let name, let suggestion):
            "unknown alias '*\(name)': no anchor '&\(name)' is defined before it"
                + (suggestion.map { "; did you mean '*\($0)'?" } ?? "")
        case .aliasExpansionTooLarge(let limit):
            "this alias expands the document past \(limit) nodes"
        case .tooManyNodes(let limit):
            "the document has more than \(limit) nodes"
        case .nestingTooDeep(let limit):
            "sequences and mappings nest more than \(limit) levels deep"
        case .duplicateKey(let key):
            "duplicate key '\(key)' in this mapping"
        case .duplicateIndexKey(let spelling, let noun, let index, let first):
            "duplicate key '\(spelling)' in this mapping: it is \(noun) \(index), as '\(first)' is"
        case .invalidMerge(let found):
            "merge key '<<' needs a mapping or a list of mappings, found \(found)"
        }
    }
}
