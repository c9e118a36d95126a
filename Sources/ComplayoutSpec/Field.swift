import ComplayoutYAML

/// A node about to be read as a value, with the words that name it in messages.
struct Field {
    var node: YAMLNode
    /// The mapping key the value is written under (for list entries, the list's key).
    var key: String
    /// The form the vocabulary declares for the value; nil where the reader decides the form itself
    /// (the keys of a table, the root).
    var form: ValueForm?
    /// How `place` and `name` are spelled when the reader wrote them out; nil: from `key` and
    /// `isEntry`. The words are put together only when a message needs them: most values are fine,
    /// and every key of a large file makes a field. (A reference, not an enum of strings: a field is
    /// copied often, and this makes a copy a few retains.)
    private var written: WrittenWording?
    /// An entry of the list under `key`, rather than the value of the mapping key `key`.
    private var isEntry = false

    private final class WrittenWording: Sendable {
        let place: String
        let name: String

        init(place: String, name: String) {
            self.place = place
            self.name = name
        }
    }

    /// The value of a mapping key.
    init(key: String, node: YAMLNode, form: ValueForm) {
        self.node = node
        self.key = key
        self.form = form
    }

    init(node: YAMLNode, place: String, name: String, key: String, form: ValueForm? = nil) {
        self.node = node
        self.key = key
        self.form = form
        self.written = WrittenWording(place: place, name: name)
    }

    /// Where the value is, as a phrase that follows "expected a number": "for 'width'",
    /// "for an entry of 'subitems'", "at the top level".
    var place: String {
        if let written { return written.place }
        return isEntry ? "for an entry of '\(key)'" : "for '\(key)'"
    }

    /// The value's name without a preposition: "'width'", "an entry of 'subitems'".
    var name: String {
        if let written { return written.name }
        return isEntry ? "an entry of '\(key)'" : "'\(key)'"
    }

    /// An entry of the list this field holds, with the list's entry form.
    func entry(_ node: YAMLNode) -> Field {
        var entry = self
        entry.node = node
        entry.form = form?.entryForm
        entry.written = nil
        entry.isEntry = true
        return entry
    }
}
