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
        position.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
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

    /// Appends `value`'s decimal digits, padded with leading zeros to `width`.
    @inline(__always)
    private mutating func append(digitsOf value: UInt64, width: Int = 1) {
        var count = 1
        var bound: UInt64 = 10
        while count < 20, value >= bound {
            count += 1
            bound &*= 10
        }
        count = max(count, width)
        var rest = value
        var slot = position + count
        while slot > position {
            slot -= 1
            slot.initialize(to: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        }
        position += count
    }
}
