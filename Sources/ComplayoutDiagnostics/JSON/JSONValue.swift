/// A JSON value as the package's encoder builds it: objects keep their members in the order they
/// are encoded, so that printing is deterministic.
package enum JSONValue {
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([Member])
    /// An array too long to hold, whose items are asked for one at a time as it is printed.
    case stream(any JSONItemStream)
    /// JSON text written elsewhere, printed as it is (the element stream's one fast writer).
    case verbatim(String)

    /// One key and value of an object.
    package struct Member {
        package var key: String
        package var value: JSONValue

        package init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key–value pairs, in order.
    package static func object(pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { Member(key: $0.0, value: $0.1) })
    }

    /// A number, string, boolean or null: a value with nothing inside.
    var isScalar: Bool {
        switch self {
        case .null, .bool, .number, .integer, .string, .verbatim: true
        case .array, .object, .stream: false
        }
    }

    /// A scalar, or an array of scalars.
    var isFlat: Bool {
        if case .array(let values) = self { return values.allSatisfy(\.isScalar) }
        return isScalar
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .integer(value) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(pairs: elements) }
}

/// A value without streams is plain data; a stream appears only in the tree the encoder builds
/// and prints at once, on one thread, so it is never shared.
extension JSONValue: @unchecked Sendable {}
