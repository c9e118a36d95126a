/// One measured length per item along one axis, item *i* at position *i*: the compact form of a
/// section's measured heights (or widths), eight bytes an item, for feeds where most items were
/// measured (language.md section 5, `heights:` and `widths:`).
///
/// An item may be unmeasured (`nil`); items past the end of the list are unmeasured too.
public struct MeasuredLengths: Sendable, Hashable {
    /// The lengths, with `unmeasured` where an item has none.
    @usableFromInline var storage: [Double]

    /// No item measured.
    public init() {
        storage = []
    }

    /// `lengths[i]` is item *i*'s measured length, or nil when it was not measured.
    public init(_ lengths: [Double?]) {
        storage = lengths.map { $0 ?? Self.unmeasured }
    }

    /// `lengths[i]` is item *i*'s measured length; `unmeasured` stands for none. The array is
    /// kept as it is: the form a reader fills without a copy.
    package init(storage lengths: [Double]) {
        storage = lengths
    }

    /// The stand-in for "not measured": a NaN with its own payload (a quiet NaN's bits with
    /// payload 0x6D65), so that a NaN given as a length is still told apart from it (and refused,
    /// as every NaN is).
    @inlinable package static var unmeasured: Double { Double(bitPattern: unmeasuredBits) }

    @usableFromInline static var unmeasuredBits: UInt64 { 0x7FF8_0000_0000_6D65 }

    /// True when `length` is the stand-in for "not measured".
    @inlinable @inline(__always)
    package static func isUnmeasured(_ length: Double) -> Bool {
        length.bitPattern == unmeasuredBits
    }

    /// How many items the list covers, measured or not.
    @inlinable public var count: Int { storage.count }

    public var isEmpty: Bool { storage.isEmpty }

    /// Item `item`'s measured length, or nil when it has none.
    public subscript(item: Int) -> Double? {
        guard item >= 0, item < storage.count else { return nil }
        let length = storage[item]
        return Self.isUnmeasured(length) ? nil : length
    }

    /// Item `item`'s stored length: `unmeasured` when it has none, also past the end of the list.
    /// For loops that tell the stand-in apart themselves, without an optional per item.
    @inlinable @inline(__always)
    package func storedLength(_ item: Int) -> Double {
        item >= 0 && item < storage.count ? storage[item] : Self.unmeasured
    }

    /// Calls `body` with the stored lengths, `unmeasured` where an item has none: for loops over
    /// many of them, without a bounds check per length.
    @inlinable
    package func withStoredLengths<Result>(_ body: (UnsafeBufferPointer<Double>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer(body)
    }

    /// True when some measured length is not a finite number at least 0: one loop over the
    /// lengths, for validation.
    package var hasInvalidLength: Bool {
        storage.contains { !Self.isUnmeasured($0) && !($0.isFinite && $0 >= 0) }
    }

    /// True when some item has a measured length.
    public var measuresAny: Bool { storage.contains { !Self.isUnmeasured($0) } }

    /// The items that have a measured length, ascending, with it.
    public var measured: some Sequence<(item: Int, length: Double)> {
        // Lazy throughout: `enumerated()` is not, and would copy the lengths twice over.
        storage.indices.lazy.filter { !Self.isUnmeasured(storage[$0]) }.map { (item: $0, length: storage[$0]) }
    }

    /// Equal when they measure the same items at the same lengths: the stand-in compares equal to itself.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage.count == rhs.storage.count
            && zip(lhs.storage, rhs.storage).allSatisfy { $0.bitPattern == $1.bitPattern || $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.count)
        for length in storage { hasher.combine(Self.isUnmeasured(length) ? .infinity : length) }
    }
}

extension MeasuredLengths: Codable {
    /// A list of numbers, `null` for an item not measured.
    public init(from decoder: any Decoder) throws {
        self.init(try [Double?](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.map { Self.isUnmeasured($0) ? nil : $0 }.encode(to: encoder)
    }
}
