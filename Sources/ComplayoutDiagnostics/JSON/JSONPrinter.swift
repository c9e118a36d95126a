/// Prints a JSON value in the encoder's layout, streamed arrays item by item.
struct JSONPrinter {
    let encoder: JSONOutputEncoder

    /// Writes `value`, the value of member `key` (nil in an array or at the top), `depth` levels
    /// down, on a line indented by `indent`.
    func write(
        _ value: JSONValue, key: String?, depth: Int, indent: String, to output: inout some TextOutputStream
    ) throws {
        switch value {
        case .null: output.write("null")
        case .bool(let bool): output.write(bool ? "true" : "false")
        case .number(let number): output.write(number.plainText)
        case .integer(let integer): output.write(String(integer))
        case .string(let string): output.write(JSONString.quoted(string))
        case .verbatim(let text): output.write(text)
        case .array(let items):
            try writeArray(
                lined: isLined(key: key, items: items), depth: depth, indent: indent, to: &output,
                forEach: { body in try items.forEach(body) })
        case .stream(let stream):
            try writeArray(
                lined: isLined(key: key, items: nil), depth: depth, indent: indent, to: &output,
                forEach: { body in try stream.forEachItem(using: encoder, body) })
        case .object(let members):
            try writeObject(members, depth: depth, indent: indent, to: &output)
        }
    }

    /// Whether the array under `key` is printed one item a line; `items` is nil for a stream.
    private func isLined(key: String?, items: [JSONValue]?) -> Bool {
        switch encoder.layout {
        case .line: false
        case .document(let lined): key.map(lined.contains) ?? false
        case .expanded: !(items?.allSatisfy(\.isScalar) ?? false)
        }
    }

    private func writeArray(
        lined: Bool, depth: Int, indent: String, to output: inout some TextOutputStream,
        forEach: ((JSONValue) throws -> Void) throws -> Void
    ) throws {
        let inner = indent + "  "
        var first = true
        output.write("[")
        try forEach { item in
            if lined {
                output.write(first ? "\n" : ",\n")
                output.write(inner)
                try write(item, key: nil, depth: depth + 1, indent: inner, to: &output)
            } else {
                if !first { output.write(", ") }
                try write(item, key: nil, depth: depth + 1, indent: indent, to: &output)
            }
            first = false
        }
        output.write(lined && !first ? "\n" + indent + "]" : "]")
    }

    private func writeObject(
        _ members: [JSONValue.Member], depth: Int, indent: String, to output: inout some TextOutputStream
    ) throws {
        guard !members.isEmpty else { return output.write("{}") }
        let lined: Bool
        switch encoder.layout {
        case .line: lined = false
        case .document: lined = depth == 0
        case .expanded: lined = !(members.count == 1 && members[0].value.isFlat)
        }
        if lined {
            let inner = indent + "  "
            output.write("{\n")
            for (index, member) in members.enumerated() {
                output.write(inner + JSONString.quoted(member.key) + ": ")
                try write(member.value, key: member.key, depth: depth + 1, indent: inner, to: &output)
                output.write(index == members.count - 1 ? "\n" : ",\n")
            }
            output.write(indent + "}")
        } else {
            output.write("{ ")
            for (index, member) in members.enumerated() {
                if index > 0 { output.write(", ") }
                output.write(JSONString.quoted(member.key) + ": ")
                try write(member.value, key: member.key, depth: depth + 1, indent: indent, to: &output)
            }
            output.write(" }")
        }
    }
}
