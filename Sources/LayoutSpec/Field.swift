import YAMLFrontEnd

/// A node about to be read as a value, with the words that name it in messages.
struct Field {
    var node: YAMLNode
    /// Where the value is, as a phrase that follows "expected a number": "for 'width'",
    /// "for an entry of 'subitems'", "at the top level".
    var place: String
    /// The value's name without a preposition: "'width'", "an entry of 'subitems'".
    var name: String
    /// The mapping key the value is written under (for list entries, the list's key).
    var key: String

    /// The value of a mapping key.
    init(key: String, node: YAMLNode) {
        self.node = node
        self.key = key
        self.name = "'\(key)'"
        self.place = "for '\(key)'"
    }

    /// An entry of a list written under `key`.
    init(entryOf key: String, node: YAMLNode) {
        self.node = node
        self.key = key
        self.name = "an entry of '\(key)'"
        self.place = "for an entry of '\(key)'"
    }

    init(node: YAMLNode, place: String, name: String, key: String) {
        self.node = node
        self.place = place
        self.name = name
        self.key = key
    }
}
