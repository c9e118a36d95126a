/// The keys one kind of mapping takes: the single declaration that the spec reader reads by
/// (known keys, "did you mean", required keys, enum words) and the schema generator walks.
struct MappingVocabulary: Sendable {
    /// How messages place a mapping of this kind ("in layout"); nil: after the key it is written under
    /// ("in 'containerAnchor'").
    var context: String? = nil
    /// A one-line description of the mapping.
    var summary: String
    /// The keys, in the order "did you mean" prefers them on a tie.
    var keys: [KeyDeclaration]
    /// Rules across keys that the per-key declarations cannot say.
    var rules: [KeyRule] = []

    /// The declaration of `name`, if the mapping takes that key.
    func key(_ name: String) -> KeyDeclaration? {
        keys.first { $0.name == name }
    }

    /// The key names, in order.
    var keyNames: [String] { keys.map(\.name) }

    /// This vocabulary with `key` added in front.
    func adding(_ key: KeyDeclaration, context: String, summary: String) -> MappingVocabulary {
        MappingVocabulary(context: context, summary: summary, keys: [key] + keys, rules: rules)
    }
}
