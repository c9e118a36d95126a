import ComplayoutDiagnostics

/// A value a source annotation holds when nothing says where: no range, or no ranges.
public protocol UnannotatedValue {
    /// The value of a model built in code, or decoded.
    static var unannotated: Self { get }
}

extension Optional: UnannotatedValue where Wrapped == SourceRange {
    public static var unannotated: Self { nil }
}

extension Dictionary: UnannotatedValue where Value == SourceRange {
    public static var unannotated: Self { [:] }
}

/// Positions say where a spec was written, not what it says: a model is encoded without them and
/// decodes with none (the overloads below leave the key out altogether).
extension SourceAnnotation: Codable where Value: UnannotatedValue {
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: .unannotated)
    }

    public func encode(to encoder: any Encoder) throws {}
}

extension KeyedEncodingContainer {
    /// Writes nothing: a source annotation has no member.
    public mutating func encode<Value: UnannotatedValue>(_ value: SourceAnnotation<Value>, forKey key: Key) throws {}
}

extension KeyedDecodingContainer {
    /// Reads nothing: a decoded model has no positions.
    public func decode<Value: UnannotatedValue>(
        _ type: SourceAnnotation<Value>.Type, forKey key: Key
    ) throws -> SourceAnnotation<Value> {
        SourceAnnotation(wrappedValue: .unannotated)
    }
}
