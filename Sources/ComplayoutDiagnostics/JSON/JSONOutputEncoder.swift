/// The package's one JSON encoder: every machine output is a typed `Encodable` value written by it.
///
/// Numbers are printed as `Double.plainText` prints them (whole numbers without a decimal point,
/// others in the shortest form that reads back to the same double); non-finite numbers are
/// refused. Objects keep their members in the order they are encoded. Arrays of `StreamedArray`
/// are written one item at a time as they are printed, so a document of 10^9 elements never
/// holds them.
public struct JSONOutputEncoder: Sendable {
    /// Where the printed text breaks lines.
    public enum Layout: Sendable, Hashable {
        /// A document: the top-level object one member a line, the arrays under the member names
        /// given one item a line, everything else on one line.
        case document(linedArrays: Set<String>)
        /// One line: a JSON Lines record.
        case line
        /// Every object and array one member or item a line, except arrays of scalars and
        /// objects of one such member (the JSON Schema of `complayout schema`).
        case expanded
    }

    /// Where lines break.
    public var layout: Layout

    public init(layout: Layout) {
        self.layout = layout
    }

    /// The encoder for documents of type `Document`: its lined arrays one item a line.
    public init<Document: JSONDocument>(for document: Document.Type) {
        self.init(layout: .document(linedArrays: Document.linedArrays))
    }

    /// Writes `value` and a final newline to `output`.
    public func encode<Value: Encodable>(_ value: Value, to output: inout some TextOutputStream) throws {
        try write(self.value(of: value), to: &output)
    }

    /// The text of `value`, with a final newline.
    public func text<Value: Encodable>(of value: Value) throws -> String {
        var text = ""
        try encode(value, to: &text)
        return text
    }

    /// The JSON value `value` encodes to; streamed arrays are left to be asked for as they are printed.
    package func value<Value: Encodable>(of value: Value) throws -> JSONValue {
        let builder = JSONValueBuilder()
        try JSONTreeEncoder.encode(value, into: builder, codingPath: [])
        return builder.value
    }

    /// Writes a JSON value and a final newline to `output`.
    package func write(_ value: JSONValue, to output: inout some TextOutputStream) throws {
        try JSONPrinter(encoder: self).write(value, key: nil, depth: 0, indent: "", to: &output)
        output.write("\n")
    }
}
