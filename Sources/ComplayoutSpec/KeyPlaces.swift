/// The place in its vocabulary of each key of one mapping, in the order of the mapping's pairs:
/// a byte per pair, the first eight held inline, so that reading a typical mapping allocates
/// nothing for them.
struct KeyPlaces {
    /// A scalar key the vocabulary does not declare.
    static let unknown: UInt8 = 0xFE
    /// A key that is not a scalar (reported when the mapping is opened, then skipped).
    static let notAString: UInt8 = 0xFF

    private static let inlineCount = 8
    /// The places of the first eight pairs, one byte each, the first pair's lowest.
    private var inline: UInt64 = 0
    /// The places of the pairs after the eighth.
    private var more: [UInt8] = []
    private(set) var count = 0

    /// Appends the place of the next pair's key: a vocabulary index (below 64), `unknown` or
    /// `notAString`.
    mutating func append(_ place: UInt8) {
        if count < Self.inlineCount {
            inline |= UInt64(place) << (8 * count)
        } else {
            more.append(place)
        }
        count += 1
    }

    subscript(position: Int) -> UInt8 {
        position < Self.inlineCount
            ? UInt8(truncatingIfNeeded: inline >> (8 * position)) : more[position - Self.inlineCount]
    }

    /// The first pair whose key has `place`, if any.
    func firstPosition(of place: UInt8) -> Int? {
        (0..<count).first { self[$0] == place }
    }
}
