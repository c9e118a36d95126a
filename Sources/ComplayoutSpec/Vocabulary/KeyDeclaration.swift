import ComplayoutDiagnostics

/// One key of a kind of mapping: its name, the form of its value, whether it must be written,
/// its default, and a one-line description (the schema's hover help).
struct KeyDeclaration: Sendable {
    var name: String
    var form: ValueForm
    var isRequired: Bool
    /// The value an absent key stands for, when it is one fixed value.
    var defaultValue: JSONValue?
    var summary: String

    /// A key that must be written.
    static func required(_ name: String, _ form: ValueForm, _ summary: String) -> KeyDeclaration {
        KeyDeclaration(name: name, form: form, isRequired: true, defaultValue: nil, summary: summary)
    }

    /// A key that may be left out.
    static func optional(
        _ name: String, _ form: ValueForm, default defaultValue: JSONValue? = nil, _ summary: String
    ) -> KeyDeclaration {
        KeyDeclaration(name: name, form: form, isRequired: false, defaultValue: defaultValue, summary: summary)
    }
}
