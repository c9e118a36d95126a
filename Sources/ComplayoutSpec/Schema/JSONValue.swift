import ComplayoutDiagnostics
import ComplayoutModel

/// A JSON value whose objects keep their keys in the order written, so that printing is deterministic.
enum JSONValue: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([Member])

    /// One key and value of an object.
    struct Member: Sendable {
        var key: String
        var value: JSONValue
    }

    /// An object from key–value pairs, in order.
    static func object(pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { Member(key: $0.0, value: $0.1) })
    }

    /// The text of this value, indented by two spaces per level; arrays of scalars, and objects of one
    /// such member, stay on one line.
    func prettyPrinted() -> String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    private func write(to text: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .string(let string): text += JSONString.quoted(string)
        case .number(let number): text += number.plainText
        case .bool(let bool): text += bool ? "true" : "false"
        case .array(let values) where values.isEmpty: text += "[]"
        case .array(let values) where values.allSatisfy(\.isScalar):
            text += "[" + values.map { $0.prettyPrinted().dropLast() }.joined(separator: ", ") + "]"
        case .array(let values):
            text += "[\n"
            for (index, value) in values.enumerated() {
                text += inner
                value.write(to: &text, indent: inner)
                text += index == values.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members) where members.isEmpty: text += "{}"
        case .object(let members) where members.count == 1 && members[0].value.isFlat:
            text += "{ " + JSONString.quoted(members[0].key) + ": "
            members[0].value.write(to: &text, indent: inner)
            text += " }"
        case .object(let members):
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + JSONString.quoted(member.key) + ": "
                member.value.write(to: &text, indent: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// A scalar, or an array of scalars.
    private var isFlat: Bool {
        if case .array(let values) = self { return values.allSatisfy(\.isScalar) }
        return isScalar
    }

    private var isScalar: Bool {
        switch self {
        case .string, .number, .bool: true
        case .array, .object: false
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(pairs: elements) }
}
