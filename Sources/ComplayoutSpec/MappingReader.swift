import ComplayoutDiagnostics
import ComplayoutYAML

/// Reads one YAML mapping of a kind the vocabulary declares, key by key.
///
/// Usage: create it for a `MappingKind`, ask for each key with `field`, then call `finish()`.
/// The kind's `MappingVocabulary` is the single list of known keys: a key it does not declare is
/// reported as unknown (with "did you mean" among the declared keys), and a key it declares as
/// required is reported as missing when absent.
struct MappingReader {
    /// The mapping node.
    let node: YAMLNode
    /// The kind of mapping, whose vocabulary says the keys it takes.
    let kind: MappingKind
    /// The keys this mapping takes.
    let vocabulary: MappingVocabulary
    /// Where the mapping is, for messages: "in group", "at the top level".
    let context: String
    private let entries: [Entry]
    /// Whether each declared key (by its place in the vocabulary) has been asked for.
    private var asked: [Bool]
    private var ignored: Set<String> = []
    private var excused: Set<String> = []
    private var missing: [String] = []
    private let sink: SpecReader

    /// Opens `field` as a mapping of `kind`, or reports `wrong-type` and returns nil.
    init?(_ field: Field, kind: MappingKind, reader: SpecReader) {
        let vocabulary = kind.vocabulary
        let context = vocabulary.context ?? "in '\(field.key)'"
        guard let pairs = field.node.mapping else {
            reader.wrongType(field, expected: "a mapping")
            return nil
        }
        var entries: [Entry] = []
        entries.reserveCapacity(pairs.count)
        for pair in pairs {
            // Keys are found by their bytes; a key's `String` is made only to report it.
            guard let keyIndex = pair.key.withScalarBytes(vocabulary.index(ofWritten:)) else {
                reader.error(
                    .wrongType(expected: "a string key", place: context, found: NodeDescription.describe(pair.key)),
                    at: pair.key)
                continue
            }
            entries.append(Entry(pair: pair, keyIndex: keyIndex))
        }
        self.node = field.node
        self.kind = kind
        self.vocabulary = vocabulary
        self.context = context
        self.entries = entries
        self.asked = Array(repeating: false, count: vocabulary.keys.count)
        self.sink = reader
    }

    /// The value of `key` if present, carrying the key's declared form. A required key that is absent
    /// is reported as `missing-key` by `finish()`, unless its absence was excused.
    mutating func field(_ key: String) -> Field? {
        guard let index = vocabulary.index(ofAsked: key) else {
            preconditionFailure("'\(key)' is not declared \(context); add it to the vocabulary")
        }
        asked[index] = true
        // Entries know their key's place in the vocabulary, so finding one compares integers.
        guard let pair = entries.first(where: { $0.keyIndex == index })?.pair else {
            if vocabulary.keys[index].isRequired, !excused.contains(key), !missing.contains(key) { missing.append(key) }
            return nil
        }
        return Field(key: key, node: pair.value, form: vocabulary.keys[index].form)
    }

    /// Does not report `key` as missing: another mistake already explains its absence.
    mutating func excuseAbsence(of key: String) {
        excused.insert(key)
    }

    /// True when `key` is written in the mapping.
    func contains(_ key: String) -> Bool { pair(key) != nil }

    /// The key node of `key`, when written.
    func keyNode(_ key: String) -> YAMLNode? { pair(key)?.key }

    /// The value node of `key`, when written.
    func valueNode(_ key: String) -> YAMLNode? { pair(key)?.value }

    /// The keys written in the mapping that the vocabulary does not declare and nobody has ignored.
    var unknownKeys: [String] {
        entries.filter(isUnknown).map(\.name)
    }

    /// Treats `key` as handled: it is neither read nor reported as unknown.
    mutating func ignore(_ key: String) {
        ignored.insert(key)
    }

    /// True when the mapping has keys `finish` will report as unknown.
    var hasUnknownKeys: Bool { !unknownKeys.isEmpty }

    /// Reports every unknown key as `unknown-key`, with a suggestion among the declared keys,
    /// then every absent required key as `missing-key` — unless an unknown key was suggested as that key,
    /// since `sise` for `size` is one mistake, reported once.
    func finish() {
        assert(
            !asked.contains(false), "the reader skipped declared keys \(context): "
                + zip(vocabulary.keyNames, asked).filter { !$0.1 }.map(\.0).joined(separator: ", "))
        var suggested: Set<String> = []
        for entry in entries where isUnknown(entry) {
            // A mapping of a million unknown keys costs no more than the reported ones.
            guard !sink.diagnostics.isFull else { return }
            let known = vocabulary.keyNames
            let suggestion =
                Self.synonyms[entry.name]?.first(where: known.contains)
                ?? Suggestion.closest(to: entry.name, in: known)
            if let suggestion { suggested.insert(suggestion) }
            sink.error(
                .unknownKey(NodeDescription.shortened(entry.name), context: context, suggestion: suggestion),
                at: entry.pair.key)
        }
        for key in missing where !suggested.contains(key) {
            sink.error(.missingKey(key, context: context), at: node)
        }
    }

    /// Words people bring from UIKit, `UIEdgeInsets`, SwiftUI and other layout APIs, and the keys
    /// the language uses instead, most likely first: the first one the mapping declares is suggested
    /// (`spacing` is `interGroupSpacing` in a section, `interItemSpacing` in a group).
    static let synonyms: [String: [String]] = [
        "left": ["leading"], "right": ["trailing"],
        "pinned": ["pinToVisibleBounds"], "pin": ["pinToVisibleBounds"], "sticky": ["pinToVisibleBounds"],
        "pinsToVisibleBounds": ["pinToVisibleBounds"],
        "cell": ["item"], "subgroup": ["group"], "items": ["subitems"], "children": ["subitems"],
        "spacing": ["interGroupSpacing", "interItemSpacing", "interSectionSpacing", "minimumLineSpacing"],
        "lineSpacing": ["interGroupSpacing", "minimumLineSpacing"], "itemSpacing": ["interItemSpacing"],
        "insets": ["contentInsets", "sectionInset"], "padding": ["contentInsets", "sectionInset"],
        "margins": ["contentInsets", "sectionInset"], "edgeInsets": ["contentInsets", "sectionInset"],
        "sectionInsets": ["contentInsets", "sectionInset"],
        "headers": ["boundarySupplementaryItems"], "footers": ["boundarySupplementaryItems"],
        "header": ["boundarySupplementaryItems"], "footer": ["boundarySupplementaryItems"],
        "supplementaries": ["boundarySupplementaryItems", "supplementaryItems"],
        "boundaryItems": ["boundarySupplementaryItems"], "badges": ["supplementaryItems"],
        "supplementaryItems": ["boundarySupplementaryItems"],
        "boundarySupplementaryItems": ["supplementaryItems"],
        "background": ["decorationItems"], "backgrounds": ["decorationItems"], "decorations": ["decorationItems"],
        "orthogonalScrolling": ["orthogonalScrollingBehavior"], "scrolling": ["orthogonalScrollingBehavior"],
        "scrollingBehavior": ["orthogonalScrollingBehavior"],
        "direction": ["scrollDirection", "layoutDirection"], "axis": ["scrollDirection"],
        "zPosition": ["zIndex"], "layoutSize": ["size"], "elementKind": ["kind", "background"],
        "offset": ["absoluteOffset"], "frame": ["frames"],
    ]

    private func isUnknown(_ entry: Entry) -> Bool {
        entry.keyIndex == nil && !ignored.contains(entry.name)
    }

    private func pair(_ key: String) -> YAMLPair? {
        // A declared key is found by its place; any other by its name.
        if let index = vocabulary.index(ofAsked: key) { return entries.first { $0.keyIndex == index }?.pair }
        return entries.first { $0.keyIndex == nil && $0.name == key }?.pair
    }

    /// A key written in the mapping, with its value.
    private struct Entry {
        var pair: YAMLPair
        /// The key's place in the vocabulary; nil for a key the mapping does not take.
        var keyIndex: Int?

        /// The key as written (keys are scalars: others are not entries).
        var name: String { pair.key.scalar?.value ?? "" }
    }
}
