/// The keys one kind of mapping takes: the single declaration that the spec reader reads by
/// (known keys, "did you mean", required keys, enum words) and the schema generator walks.
///
/// Immutable; a class so that every mapping the reader opens shares its table instead of copying it.
final class MappingVocabulary: Sendable {
    /// How messages place a mapping of this kind ("in layout"); nil: after the key it is written under
    /// ("in 'containerAnchor'").
    let context: String?
    /// A one-line description of the mapping.
    let summary: String
    /// The keys, in the order "did you mean" prefers them on a tie.
    let keys: [KeyDeclaration]
    /// Rules across keys that the per-key declarations cannot say.
    let rules: [KeyRule]
    /// The key names, in order (looked up for every key the reader reads).
    let keyNames: [String]
    /// The same names' UTF-8 bytes, one after another, to find a written key by its bytes.
    private let keyText: [UInt8]
    /// Where each name starts in `keyText`, and after the last, where the text ends.
    private let keyStarts: [Int]
    /// For each length in UTF-8 bytes below 64, the names of that length, a bit per place: a name
    /// is looked for only among the few of its length.
    private let keysOfLength: [UInt64]

    init(context: String? = nil, summary: String, keys: [KeyDeclaration], rules: [KeyRule] = []) {
        self.context = context
        self.summary = summary
        self.keys = keys
        self.rules = rules
        self.keyNames = keys.map(\.name)
        self.keyText = keyNames.flatMap(\.utf8)
        let lengths = keyNames.map(\.utf8.count)
        self.keyStarts = lengths.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1) }
        var keysOfLength = [UInt64](repeating: 0, count: 64)
        for (index, length) in lengths.enumerated() where length < 64 { keysOfLength[length] |= 1 << index }
        self.keysOfLength = keysOfLength
        // Every name is found among those of its length.
        precondition(lengths.allSatisfy { $0 < 64 }, "key names are shorter than 64 bytes")
        assert(keyNames.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "key names are ASCII")
        // `MappingReader` keeps a bit per declared key.
        precondition(keys.count <= 64, "a mapping declares at most 64 keys")
    }

    /// The place of `name` among the keys, for a name the reader asks for (one of `keyNames`).
    ///
    /// Both names are ASCII, which no other spelling is canonically equivalent to, so names of
    /// another length in bytes differ: most are told apart without comparing strings.
    func index(ofAsked name: String) -> Int? {
        firstKey(ofLength: name.utf8.count) { keyNames[$0] == name }
    }

    /// The place of the key written as `text` (UTF-8) among the keys, nil for a key the mapping
    /// does not take. An ASCII text is a declared name exactly when its bytes are, so no `String` is
    /// made for it; any other text is compared as a `String` (U+212A, the Kelvin sign, is "K").
    func index(ofWritten text: UnsafeBufferPointer<UInt8>) -> Int? {
        // The names are ASCII: a text with their bytes is one of them, and any other ASCII text is not.
        let found = keyText.withUnsafeBufferPointer { names in
            firstKey(ofLength: text.count) { index in
                (0..<text.count).allSatisfy { names[keyStarts[index] + $0] == text[$0] }
            }
        }
        if found != nil || text.allSatisfy({ $0 < 0x80 }) { return found }
        return keyNames.firstIndex(of: String(decoding: text, as: UTF8.self))
    }

    /// The first place, among the names `length` bytes long, for which `matches` is true.
    private func firstKey(ofLength length: Int, where matches: (Int) -> Bool) -> Int? {
        var candidates = length < 64 ? keysOfLength[length] : 0
        while candidates != 0 {
            let index = candidates.trailingZeroBitCount
            if matches(index) { return index }
            candidates &= candidates - 1
        }
        return nil
    }

    /// The form of key `name`'s value; nil for a key the mapping does not take.
    func form(of name: String) -> ValueForm? {
        keys.first { $0.name == name }?.form
    }

    /// True when the mapping takes the key `name`.
    func declares(_ name: String) -> Bool {
        keyNames.contains(name)
    }

    /// This vocabulary with `key` added in front.
    func adding(_ key: KeyDeclaration, context: String, summary: String) -> MappingVocabulary {
        MappingVocabulary(context: context, summary: summary, keys: [key] + keys, rules: rules)
    }
}
