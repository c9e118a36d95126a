/// An object's members, in the order they are encoded.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let builder: JSONValueBuilder
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { builder.member(key.stringValue).set(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encodeValue(value, forKey: key) }

    private func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws {
        try JSONTreeEncoder.encode(value, into: builder.member(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        superEncoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        superEncoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(forKey: Key(stringValue: "super")!)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONTreeEncoder(builder: builder.member(key.stringValue), codingPath: codingPath + [key])
    }
}

/// An array's items, in order.
struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let builder: JSONValueBuilder
    let codingPath: [any CodingKey]
    var count: Int { builder.itemCount }

    mutating func encodeNil() throws { builder.appendItem().set(.null) }
    mutating func encode(_ value: Bool) throws { try encodeValue(value) }
    mutating func encode(_ value: String) throws { try encodeValue(value) }
    mutating func encode(_ value: Double) throws { try encodeValue(value) }
    mutating func encode(_ value: Float) throws { try encodeValue(value) }
    mutating func encode(_ value: Int) throws { try encodeValue(value) }
    mutating func encode(_ value: Int8) throws { try encodeValue(value) }
    mutating func encode(_ value: Int16) throws { try encodeValue(value) }
    mutating func encode(_ value: Int32) throws { try encodeValue(value) }
    mutating func encode(_ value: Int64) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt8) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt16) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt32) throws { try encodeValue(value) }
    mutating func encode(_ value: UInt64) throws { try encodeValue(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encodeValue(value) }

    private func encodeValue<T: Encodable>(_ value: T) throws {
        let path = codingPath + [JSONKey(intValue: count)]
        try JSONTreeEncoder.encode(value, into: builder.appendItem(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        superEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        superEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [JSONKey(intValue: count)]
        return JSONTreeEncoder(builder: builder.appendItem(), codingPath: path)
    }
}

/// One value: a scalar, or a value that encodes itself further.
struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let builder: JSONValueBuilder
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { builder.set(.null) }
    mutating func encode(_ value: Bool) throws { builder.set(.bool(value)) }
    mutating func encode(_ value: String) throws { builder.set(.string(value)) }
    mutating func encode(_ value: Double) throws { builder.set(try JSONTreeEncoder.number(value, codingPath: codingPath)) }
    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int) throws { builder.set(.integer(value)) }
    mutating func encode(_ value: Int8) throws { builder.set(.integer(Int(value))) }
    mutating func encode(_ value: Int16) throws { builder.set(.integer(Int(value))) }
    mutating func encode(_ value: Int32) throws { builder.set(.integer(Int(value))) }
    mutating func encode(_ value: Int64) throws { builder.set(.integer(Int(value))) }
    mutating func encode(_ value: UInt) throws { try encode(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { builder.set(.integer(Int(value))) }
    mutating func encode(_ value: UInt16) throws { builder.set(.integer(Int(value))) }
    mutating func encode(_ value: UInt32) throws { builder.set(.integer(Int(value))) }
    mutating func encode(_ value: UInt64) throws {
        builder.set(value <= UInt64(Int.max) ? .integer(Int(value)) : .number(Double(value)))
    }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try JSONTreeEncoder.encode(value, into: builder, codingPath: codingPath)
    }
}
