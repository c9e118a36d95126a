import Diagnostics
import YAMLFrontEnd

/// Reads one YAML mapping key by key, remembering which keys were asked for,
/// so that every key nobody asked for is reported as unknown at the end.
///
/// Usage: create it, ask for each key the language defines there (`field`, `required`),
/// then call `finish()`. The keys asked for are also the candidates for "did you mean".
struct MappingReader {
    /// The mapping node.
    let node: YAMLNode
    /// Where the mapping is, for messages: "in group", "at the top level".
    let context: String
    private let entries: [(name: String, pair: YAMLPair)]
    private var asked: [String] = []
    private var ignored: Set<String> = []
    private var missing: [String] = []
    private let sink: SpecReader

    /// Opens `field` as a mapping, or reports `wrong-type` and returns nil.
    init?(_ field: Field, context: String, reader: SpecReader) {
        guard let pairs = field.node.mapping else {
            reader.error(
                SpecDiagnosticID.wrongType,
                "expected a mapping \(field.place), found \(NodeDescription.describe(field.node))",
                at: field.node)
            return nil
        }
        var entries: [(name: String, pair: YAMLPair)] = []
        for pair in pairs {
            guard let name = pair.key.scalar?.value else {
                reader.error(
                    SpecDiagnosticID.wrongType,
                    "expected a string key \(context), found \(NodeDescription.describe(pair.key))",
                    at: pair.key)
                continue
            }
            entries.append((name, pair))
        }
        self.node = field.node
        self.context = context
        self.entries = entries
        self.sink = reader
    }

    /// The value of `key` if present. Marks the key as known.
    mutating func field(_ key: String) -> Field? {
        if !asked.contains(key) { asked.append(key) }
        guard let pair = pair(key) else { return nil }
        return Field(key: key, node: pair.value)
    }

    /// The value of `key`, or nil; an absent key is reported as `missing-key` at the mapping by `finish()`.
    mutating func required(_ key: String) -> Field? {
        guard let value = field(key) else {
            if !missing.contains(key) { missing.append(key) }
            return nil
        }
        return value
    }

    /// True when `key` is written in the mapping (does not mark it as known).
    func contains(_ key: String) -> Bool { pair(key) != nil }

    /// The key node of `key`, when written.
    func keyNode(_ key: String) -> YAMLNode? { pair(key)?.key }

    /// When both keys are written, the key node of the one written later; nil otherwise.
    func laterKey(of first: String, _ second: String) -> YAMLNode? {
        guard let one = keyNode(first), let other = keyNode(second) else { return nil }
        return other.range.start < one.range.start ? one : other
    }

    /// The keys written in the mapping that nobody has asked for yet.
    var unaskedKeys: [String] {
        entries.map(\.name).filter { !asked.contains($0) && !ignored.contains($0) }
    }

    /// Treats `key` as handled: it is neither read nor reported as unknown.
    mutating func ignore(_ key: String) {
        ignored.insert(key)
    }

    /// True when the mapping has keys nobody asked for (before `finish` reports them).
    var hasUnknownKeys: Bool { !unaskedKeys.isEmpty }

    /// Reports every key that was not asked for as `unknown-key`, with a suggestion among the asked keys,
    /// then every absent required key as `missing-key` — unless an unknown key was suggested as that key,
    /// since `sise` for `size` is one mistake, reported once.
    func finish() {
        var suggested: Set<String> = []
        for entry in entries where !asked.contains(entry.name) && !ignored.contains(entry.name) {
            // A mapping of a million unknown keys costs no more than the reported ones.
            guard !sink.diagnostics.isFull else { return }
            var message = "unknown key '\(NodeDescription.shortened(entry.name))' \(context)"
            if let suggestion = Self.synonyms[entry.name].flatMap({ asked.contains($0) ? $0 : nil })
                ?? Suggestion.closest(to: entry.name, in: asked)
            {
                message += "; did you mean '\(suggestion)'?"
                suggested.insert(suggestion)
            }
            sink.error(SpecDiagnosticID.unknownKey, message, at: entry.pair.key)
        }
        for key in missing where !suggested.contains(key) {
            sink.error(SpecDiagnosticID.missingKey, "missing required key '\(key)' \(context)", at: node)
        }
    }

    /// Words people bring from `UIEdgeInsets` and similar APIs, and the key the language uses instead.
    static let synonyms = ["left": "leading", "right": "trailing"]

    private func pair(_ key: String) -> YAMLPair? {
        entries.first { $0.name == key }?.pair
    }
}
