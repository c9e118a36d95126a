/// Bytes written in place at a pointer behind which the caller has made room: the machine
/// formats' element streams write integers and short decimals this way, without a `String`
/// (docs/performance.md, "Output at pipe speed").
package struct ByteCursor {
    /// Where the next byte goes.
    package private(set) var position: UnsafeMutablePointer<UInt8>

    /// The most bytes `append(number:)` writes: the longest text of a `Double` is 24 bytes.
    package static let maximumNumberCount = 32
    /// The most bytes `append(integer:)` writes: `-9223372036854775808`.
    package static let maximumIntegerCount = 20

    package init(_ position: UnsafeMutablePointer<UInt8>) {
        self.position = position
    }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        position.initialize(to: byte)
        position += 1
    }

    /// Appends `text`'s UTF-8 bytes.
    @inline(__always)
    package mutating func append(_ text: StaticString) {
        // A copy of a length known when compiling, which becomes a few moves rather than a call.
        UnsafeMutableRawPointer(position).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
        position += text.utf8CodeUnitCount
    }

    /// Appends `bytes` as they are.
    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        position.update(from: base, count: bytes.count)
        position += bytes.count
    }

    /// Appends `value` in decimal.
    package mutating func append(integer value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        append(digitsOf: UInt64(value.magnitude))
    }

    /// Appends `value` exactly as `Double.plainText` prints it: integers below 10^15 without a
    /// decimal point, short decimals (at most 15 significant digits) digit by digit, and any other
    /// number through the standard library's shortest round-trip text.
    package mutating func append(number value: Double) {
        let magnitude = value.magnitude
        if magnitude < 1e15 {
            // Exact for |value| < 10^15, and with no call into libm.
            let whole = Int64(value)
            if Double(whole) == value { return append(integer: Int(whole)) }
            if magnitude >= 1e-3, appendShortDecimal(value) { return }
        }
        var text = value.plainText
        text.withUTF8 { append($0) }
    }

    /// Appends a non-integer `value` (10^-3 ≤ |value| < 10^15) as the decimal with the fewest
    /// fractional digits that reads back to it, when one has at most 15 significant digits; returns
    /// false, having written nothing, when none has.
    ///
    /// Such a decimal is the standard library's text too: decimals of at most 15 significant digits
    /// are at least 10^-15 apart relative to the value, more than the 2^-52 within which one reads
    /// back to it, so at most one of a given length does, and the shortest is the one printed.
    private mutating func appendShortDecimal(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        var scale = 10.0
        var digits = 1
        while true {
            let scaled = magnitude * scale
            guard scaled < 1e15 else { return false }
            // Exact: `scaled` is positive and below 2^63; halves up, and the check below decides.
            let mantissa = UInt64(scaled + 0.5)
            // `mantissa` and `scale` are exact doubles, so the quotient is the double nearest to the
            // decimal, which is the double the decimal reads back to.
            if Double(mantissa) / scale == magnitude {
                let power = UInt64(scale)
                let fraction = mantissa % power
                guard fraction % 10 != 0 else { return false }
                if value < 0 { append(UInt8(ascii: "-")) }
                append(digitsOf: mantissa / power)
                append(UInt8(ascii: "."))
                append(digitsOf: fraction, width: digits)
                return true
            }
            scale *= 10
            digits += 1
        }
    }

    /// Appends `value`'s decimal digits, padded with leading zeros to `width`: two digits per
    /// division, from the end.
    @inline(__always)
    private mutating func append(digitsOf value: UInt64, width: Int = 1) {
        if value < 10, width <= 1 { return append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)) }
        let count = max(Self.digitCount(value), width)
        // A literal, so its bytes are a constant: no lazily made table to check on every call.
        let pairs = Self.digitPairs.utf8Start
        var rest = value
        var slot = position + count
        while slot - position >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            slot -= 2
            slot[0] = pairs[pair]
            slot[1] = pairs[pair &+ 1]
        }
        if slot > position { (slot - 1).initialize(to: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)) }
        position += count
    }

    /// The number of decimal digits of `value`; the small counts, the common ones, first.
    @inline(__always)
    private static func digitCount(_ value: UInt64) -> Int {
        if value < 100 { return value < 10 ? 1 : 2 }
        if value < 10_000 { return value < 1_000 ? 3 : 4 }
        if value < 1_000_000 { return value < 100_000 ? 5 : 6 }
        if value < 100_000_000 { return value < 10_000_000 ? 7 : 8 }
        var count = 9
        var bound: UInt64 = 1_000_000_000
        while count < 20, value >= bound {
            count += 1
            bound &*= 10
        }
        return count
    }

    /// "00", "01", … "99", one after another.
    private static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
}
