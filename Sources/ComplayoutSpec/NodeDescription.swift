import ComplayoutYAML

/// How a node is named after "found" in messages: "a mapping", "-10", "'abc'", "the quoted string \"10\"".
enum NodeDescription {
    /// The longest scalar text quoted in a message; longer text is cut with an ellipsis.
    static let maxQuotedLength = 40

    static func describe(_ node: YAMLNode) -> String {
        switch node.content {
        case .mapping: return "a mapping"
        case .sequence, .packed: return "a sequence"
        case .scalar(let scalar):
            let text = shortened(scalar.value)
            switch scalar.style {
            case .singleQuoted, .doubleQuoted:
                return "the quoted string \"\(text)\""
            case .literal, .folded:
                return "a block string"
            case .plain:
                if node.tag == nil, ScalarValue.isNull(scalar.value) {
                    return scalar.value.isEmpty ? "an empty value" : "null"
                }
                if node.tag == nil, NumberLiteral.parse(scalar.value) != nil { return text }
                // A tag changes what the text is (`!!str 8` is a string): the message names it.
                if let tag = node.tag, tag != "!" { return "'\(text)' tagged \(tag)" }
                return "'\(text)'"
            }
        }
    }

    /// The scalar's text as written, for quoting inside a message.
    static func shortened(_ text: String) -> String {
        // Only the head is read: a value of megabytes is cut without being copied.
        let head = text.prefix(maxQuotedLength)
        let oneLine = String(head.map { $0 == "\n" ? " " : $0 })
        guard head.endIndex < text.endIndex else { return oneLine }
        return String(oneLine.prefix(maxQuotedLength - 1)) + "…"
    }
}

/// YAML 1.1 resolution of plain scalars that the reader cares about.
enum ScalarValue {
    /// `~`, `null`, `Null`, `NULL` or nothing at all.
    static func isNull(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isNull(utf8:))
    }

    /// `isNull` of a UTF-8 text, by its bytes: no other spelling is canonically equivalent to these.
    static func isNull(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        switch text.count {
        case 0: true
        case 1: text[0] == UInt8(ascii: "~")
        case 4: ["null", "Null", "NULL"].contains { text.elementsEqual($0.utf8) }
        default: false
        }
    }

    /// YAML 1.1 booleans (`true`/`false`, `yes`/`no`, `on`/`off`, `y`/`n` in their three casings).
    static func bool(_ text: String) -> Bool? {
        let words: [String: Bool] = [
            "true": true, "yes": true, "on": true, "y": true,
            "false": false, "no": false, "off": false, "n": false,
        ]
        guard let value = words[text.lowercased()] else { return nil }
        // YAML 1.1 accepts only the lower, Capitalised and UPPER spellings, not "tRUE".
        let lower = text.lowercased()
        let capitalised = lower.prefix(1).uppercased() + lower.dropFirst()
        guard text == lower || text == capitalised || text == text.uppercased() else { return nil }
        return value
    }
}
