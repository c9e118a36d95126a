import ComplayoutDiagnostics
import ComplayoutYAML

/// Reads one YAML mapping of a kind the vocabulary declares, key by key.
///
/// Usage: open it with `SpecReader.mapping(_:_:)` for a `MappingKind`, ask for each key with `field`,
/// then call `finish()`.
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
    /// The mapping's pairs, as written.
    private let pairs: YAMLPairList
    /// The vocabulary place of each pair's key.
    private let places: KeyPlaces
    /// The key the mapping is written under, for `context`.
    private let fieldKey: String
    /// The declared keys written in the mapping, a bit per place in the vocabulary.
    private let written: UInt64
    /// The declared keys asked for, and those whose absence is excused, a bit per place.
    private var asked: UInt64 = 0
    private var excused: UInt64 = 0
    private var ignored: Set<String> = []
    private var missing: [String] = []
    private let sink: SpecReader

    /// Opens `field`, a mapping whose pairs are `pairs`, as a mapping of `kind`.
    ///
    /// Not failable: `SpecReader.mapping` checks the node's kind first, so that the reader is built
    /// where it is returned, not copied into an optional.
    init(_ field: Field, pairs: YAMLPairList, kind: MappingKind, reader: SpecReader) {
        let vocabulary = kind.vocabulary
        var places = KeyPlaces()
        var written: UInt64 = 0
        // By position: iterating the list of another module would go through unspecialised generic code.
        for position in 0..<pairs.count {
            let pair = pairs[position]
            // Keys are found by their bytes; a key's `String` is made only to report it.
            guard let keyIndex = pair.key.withScalarBytes({ vocabulary.index(ofWritten: $0) }) else {
                let context = vocabulary.context ?? "in '\(field.key)'"
                reader.error(
                    .wrongType(expected: "a string key", place: context, found: NodeDescription.describe(pair.key)),
                    at: pair.key)
                places.append(KeyPlaces.notAString)
                continue
            }
            if let keyIndex {
                places.append(UInt8(keyIndex))
                written |= 1 << keyIndex
            } else {
                places.append(KeyPlaces.unknown)
            }
        }
        self.node = field.node
        self.kind = kind
        self.vocabulary = vocabulary
        self.pairs = pairs
        self.places = places
        self.fieldKey = field.key
        self.written = written
        self.sink = reader
    }

    /// Where the mapping is, for messages: "in group", "at the top level".
    var context: String { vocabulary.context ?? "in '\(fieldKey)'" }

    /// The value of `key` if present, carrying the key's declared form. A required key that is absent
    /// is reported as `missing-key` by `finish()`, unless its absence was excused.
    mutating func field(_ key: String) -> Field? {
        let index = declaredIndex(key)
        asked |= 1 << index
        // Pairs know their key's place in the vocabulary, so finding one compares bytes.
        guard written & (1 << index) != 0, let position = places.firstPosition(of: UInt8(index)) else {
            if vocabulary.keys[index].isRequired, excused & (1 << index) == 0, !missing.contains(key) {
                missing.append(key)
            }
            return nil
        }
        return Field(key: key, node: pairs[position].value, form: vocabulary.keys[index].form)
    }

    /// Does not report `key` as missing: another mistake already explains its absence.
    mutating func excuseAbsence(of key: String) {
        excused |= 1 << declaredIndex(key)
    }

    /// True when `key` is written in the mapping.
    func contains(_ key: String) -> Bool {
        if let index = vocabulary.index(ofAsked: key) { return written & (1 << index) != 0 }
        return pair(key) != nil
    }

    /// The key node of `key`, when written.
    func keyNode(_ key: String) -> YAMLNode? { pair(key)?.key }

    /// The value node of `key`, when written.
    func valueNode(_ key: String) -> YAMLNode? { pair(key)?.value }

    /// The keys written in the mapping that the vocabulary does not declare and nobody has ignored.
    var unknownKeys: [String] {
        (0..<places.count).filter { isUnknown($0) }.map { name($0) }
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
            vocabulary.keys.indices.allSatisfy { asked & (1 << $0) != 0 },
            "the reader skipped declared keys \(context): "
                + vocabulary.keyNames.indices.filter { asked & (1 << $0) == 0 }.map { vocabulary.keyNames[$0] }
                .joined(separator: ", "))
        var suggested: Set<String> = []
        for position in 0..<places.count where isUnknown(position) {
            // A mapping of a million unknown keys costs no more than the reported ones.
            guard !sink.diagnostics.isFull else { return }
            let name = name(position)
            let known = vocabulary.keyNames
            let suggestion =
                Self.synonyms[name]?.first(where: known.contains)
                ?? Suggestion.closest(to: name, in: known)
            if let suggestion { suggested.insert(suggestion) }
            sink.error(
                .unknownKey(NodeDescription.shortened(name), context: context, suggestion: suggestion),
                at: pairs[position].key)
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

    /// The place of `key` in the vocabulary; the reader asks only for keys it declares.
    private func declaredIndex(_ key: String) -> Int {
        guard let index = vocabulary.index(ofAsked: key) else {
            preconditionFailure("'\(key)' is not declared \(context); add it to the vocabulary")
        }
        return index
    }

    /// Whether the key of the pair at `position` is one the vocabulary does not declare and nobody
    /// has ignored.
    private func isUnknown(_ position: Int) -> Bool {
        places[position] == KeyPlaces.unknown && !ignored.contains(name(position))
    }

    /// The key of the pair at `position` as written (a scalar's text; "" for any other key).
    private func name(_ position: Int) -> String {
        pairs[position].key.scalar?.value ?? ""
    }

    private func pair(_ key: String) -> YAMLPair? {
        // A declared key is found by its place; any other by its name.
        let position =
            if let index = vocabulary.index(ofAsked: key) {
                places.firstPosition(of: UInt8(index))
            } else {
                (0..<places.count).first { places[$0] == KeyPlaces.unknown && name($0) == key }
            }
        return position.map { pairs[$0] }
    }
}
