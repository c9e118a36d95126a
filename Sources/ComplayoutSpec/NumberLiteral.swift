/// The numbers a spec accepts: YAML 1.1 plain decimal scalars.
///
/// Integers (`12`, `-3`, `+4`, `1_000`), decimals (`0.5`, `.5`, `2.`) and exponents (`1e3`,
/// `1.5E-2`); `.inf`, `-.inf` and `.nan` are recognised so they can be refused by name.
/// Hexadecimal, octal, binary and sexagesimal forms are not numbers here, and leading zeros
/// are decimal (`010` is ten). Only plain, untagged scalars are read: a quoted "10" is a string.
enum NumberLiteral: Equatable {
    /// A finite value; `isIntegerLiteral` when written without a point or an exponent.
    case finite(Double, isIntegerLiteral: Bool)
    /// `.inf`, `.nan`, or a literal too large for a double.
    case nonFinite

    /// Reads `text`, or returns nil when it is not a number at all.
    static func parse(_ text: String) -> NumberLiteral? {
        var text = text
        return text.withUTF8(parse(utf8:))
    }

    /// Reads the UTF-8 bytes of a text byte by byte. Every character of a number is ASCII, so a
    /// byte of any other character ends the number where a `Character` of it would.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> NumberLiteral? {
        var index = 0
        var isNegative = false
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            isNegative = first == UInt8(ascii: "-")
            index = 1
        }
        let unsigned = UnsafeBufferPointer(rebasing: bytes[index...])
        if unsigned.count == 4, unsigned[0] == UInt8(ascii: ".") {
            let isOneOf = { (words: [String]) in words.contains { unsigned.elementsEqual($0.utf8) } }
            if isOneOf([".inf", ".Inf", ".INF"]) { return .nonFinite }
            if index == 0, isOneOf([".nan", ".NaN", ".NAN"]) { return .nonFinite }
        }

        if let integer = smallInteger(unsigned) {
            return .finite(isNegative ? -integer : integer, isIntegerLiteral: true)
        }
        // The literal as `Double` reads it: sign, digits without separators, "0" before a leading
        // point and after a final one, exponent. At most two bytes longer than the text.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 2) { cleaned in
            var length = 0
            func append(_ byte: UInt8) {
                cleaned[length] = byte
                length += 1
            }
            if isNegative { append(UInt8(ascii: "-")) }
            let isDigit = { (byte: UInt8) in UInt8(ascii: "0") <= byte && byte <= UInt8(ascii: "9") }
            var mantissaDigits = 0
            var sawPoint = false
            var sawExponent = false
            // Mantissa: digits with underscores after the first digit, at most one point.
            while index < bytes.count {
                let byte = bytes[index]
                if isDigit(byte) {
                    append(byte)
                    mantissaDigits += 1
                } else if byte == UInt8(ascii: "_"), mantissaDigits > 0 {
                    // YAML 1.1 digit separator.
                } else if byte == UInt8(ascii: "."), !sawPoint {
                    if mantissaDigits == 0 { append(UInt8(ascii: "0")) }
                    sawPoint = true
                    append(byte)
                } else {
                    break
                }
                index += 1
            }
            guard mantissaDigits > 0 else { return nil }
            if index < bytes.count {
                guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return nil }
                sawExponent = true
                append(UInt8(ascii: "e"))
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    append(bytes[index])
                    index += 1
                }
                var exponentDigits = 0
                while index < bytes.count, isDigit(bytes[index]) {
                    append(bytes[index])
                    exponentDigits += 1
                    index += 1
                }
                guard exponentDigits > 0, index == bytes.count else { return nil }
            } else if cleaned[length - 1] == UInt8(ascii: ".") {
                append(UInt8(ascii: "0"))
            }
            guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: cleaned[..<length]), as: UTF8.self))
            else { return nil }
            guard value.isFinite else { return .nonFinite }
            return .finite(value, isIntegerLiteral: !sawPoint && !sawExponent)
        }
    }

    /// The value of 1 to 15 decimal digits, and nothing else: below 10^15 < 2^53, every such
    /// integer is a double exactly, the one `Double` would read from the digits.
    private static func smallInteger(_ digits: UnsafeBufferPointer<UInt8>) -> Double? {
        guard (1...15).contains(digits.count) else { return nil }
        var value = 0
        for byte in digits {
            guard UInt8(ascii: "0") <= byte, byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return Double(value)
    }

    /// The exact integer a literal without point or exponent stands for, when it fits in `Int`.
    static func exactInteger(_ text: String) -> Int? {
        let digits = text.filter { $0 != "_" }
        let unsigned = digits.hasPrefix("+") ? String(digits.dropFirst()) : digits
        return Int(unsigned)
    }
}
