/// The value under construction at one place of an encoded tree; containers fill it as
/// `encode(to:)` runs, and `value` reads the finished tree.
final class JSONValueBuilder {
    private enum Content {
        case empty
        case value(JSONValue)
        case object([(key: String, builder: JSONValueBuilder)])
        case array([JSONValueBuilder])
    }

    private var content = Content.empty

    /// The finished value; a place nothing was encoded at is an empty object, as `Codable` has it.
    var value: JSONValue {
        switch content {
        case .empty: .object([])
        case .value(let value): value
        case .object(let members): .object(members.map { JSONValue.Member(key: $0.key, value: $0.builder.value) })
        case .array(let items): .array(items.map(\.value))
        }
    }

    func set(_ value: JSONValue) {
        content = .value(value)
    }

    /// Makes this place an object, keeping the members already encoded (a second keyed container
    /// of the same encoder adds to the first).
    func makeObject() {
        if case .object = content { return }
        content = .object([])
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    /// The place of member `key`; a key encoded twice keeps its first position and the last value.
    func member(_ key: String) -> JSONValueBuilder {
        makeObject()
        guard case .object(var members) = content else { preconditionFailure("not an object") }
        let builder = JSONValueBuilder()
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].builder = builder
        } else {
            members.append((key, builder))
        }
        content = .object(members)
        return builder
    }

    /// The place of a new last item.
    func appendItem() -> JSONValueBuilder {
        makeArray()
        guard case .array(var items) = content else { preconditionFailure("not an array") }
        let builder = JSONValueBuilder()
        items.append(builder)
        content = .array(items)
        return builder
    }

    var itemCount: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }
}
