import ComplayoutYAML

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
    /// The form the vocabulary declares for the value; nil where the reader decides the form itself
    /// (the keys of a table, the root).
    var form: ValueForm?

    /// The value of a mapping key.
    init(key: String, node: YAMLNode, form: ValueForm) {
        self.node = node
        self.key = key
        self.name = "'\(key)'"
        self.place = "for '\(key)'"
        self.form = form
    }

    init(node: YAMLNode, place: String, name: String, key: String, form: ValueForm? = nil) {
        self.node = node
        self.place = place
        self.name = name
        self.key = key
        self.form = form
    }

    /// An entry of the list this field holds, with the list's entry form.
    func entry(_ node: YAMLNode) -> Field {
        Field(
            node: node, place: "for an entry of '\(key)'", name: "an entry of '\(key)'", key: key,
            form: form?.entryForm)
    }
}
