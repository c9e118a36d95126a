/// The `Encoder` behind `JSONOutputEncoder`: fills a `JSONValueBuilder` as a value encodes itself.
struct JSONTreeEncoder: Encoder {
    let builder: JSONValueBuilder
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Encodes `value` into `builder`: a number is checked. (A streamed array stays a stream: it
    /// recognises this encoder itself, `StreamedArray.encode(to:)`.)
    static func encode<Value: Encodable>(
        _ value: Value, into builder: JSONValueBuilder, codingPath: [any CodingKey]
    ) throws {
        if let number = value as? Double {
            builder.set(try JSONTreeEncoder.number(number, codingPath: codingPath))
        } else {
            try value.encode(to: JSONTreeEncoder(builder: builder, codingPath: codingPath))
        }
    }

    /// A finite number; JSON has no infinities and no NaN.
    static func number(_ value: Double, codingPath: [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not a JSON number"))
        }
        return .number(value)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        builder.makeObject()
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(builder: builder, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        builder.makeArray()
        return JSONUnkeyedContainer(builder: builder, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(builder: builder, codingPath: codingPath)
    }
}

/// A key, for coding paths and super encoders.
struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
