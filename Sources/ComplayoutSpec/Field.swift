import ComplayoutYAML

/// A node about to be read as a value, with the words that name it in messages.
struct Field {
    var node: YAMLNode
    /// The mapping key the value is written under (for list entries, the list's key).
    var key: String
    /// The form the vocabulary declares for the value; nil where the reader decides the form itself
    /// (the keys of a table, the root).
    var form: ValueForm?
    /// How `place` and `name` are spelled. The words are put together only when a message needs
    /// them: most values are fine, and every key of a large file makes a field.
    private var wording: Wording

    private enum Wording {
        /// The value of the mapping key `key`.
        case value
        /// An entry of the list under `key`.
        case entry
        case written(place: String, name: String)
    }

    /// The value of a mapping key.
    init(key: String, node: YAMLNode, form: ValueForm) {
        self.node = node
        self.key = key
        self.form = form
        self.wording = .value
    }

    init(node: YAMLNode, place: String, name: String, key: String, form: ValueForm? = nil) {
        self.node = node
        self.key = key
        self.form = form
        self.wording = .written(place: place, name: name)
    }

    /// Where the value is, as a phrase that follows "expected a number": "for 'width'",
    /// "for an entry of 'subitems'", "at the top level".
    var place: String {
        switch wording {
        case .value: "for '\(key)'"
        case .entry: "for an entry of '\(key)'"
        case .written(let place, _): place
        }
    }

    /// The value's name without a preposition: "'width'", "an entry of 'subitems'".
    var name: String {
        switch wording {
        case .value: "'\(key)'"
        case .entry: "an entry of '\(key)'"
        case .written(_, let name): name
        }
    }

    /// An entry of the list this field holds, with the list's entry form.
    func entry(_ node: YAMLNode) -> Field {
        var entry = self
        entry.node = node
        entry.form = form?.entryForm
        entry.wording = .entry
        return entry
    }
}
