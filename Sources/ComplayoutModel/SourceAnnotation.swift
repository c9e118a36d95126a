import ComplayoutDiagnostics

/// Where a model value was written in a spec file: kept for diagnostics, and ignored by equality
/// and hashing, so that two layouts that say the same thing are equal wherever they were written
/// (and a layout built in Swift, which has no positions, equals the one read from a file).
@propertyWrapper
public struct SourceAnnotation<Value: Sendable>: Sendable, Hashable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Always equal: a position says where, not what.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Contributes nothing, as equality ignores it.
    public func hash(into hasher: inout Hasher) {}
}
