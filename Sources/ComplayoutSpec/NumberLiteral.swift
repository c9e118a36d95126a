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
        var scalars = Substring(text)
        var sign = ""
        if let first = scalars.first, first == "+" || first == "-" {
            sign = first == "-" ? "-" : ""
            scalars = scalars.dropFirst()
        }
        if [".inf", ".Inf", ".INF"].contains(scalars) { return .nonFinite }
        if sign.isEmpty, text == scalars, [".nan", ".NaN", ".NAN"].contains(scalars) { return .nonFinite }

        var cleaned = sign
        var mantissaDigits = 0
        var sawPoint = false
        var sawExponent = false
        var index = scalars.startIndex
        // Mantissa: digits with underscores after the first digit, at most one point.
        while index < scalars.endIndex {
            let character = scalars[index]
            if character.isASCII, character.isNumber {
                cleaned.append(character)
                mantissaDigits += 1
            } else if character == "_", mantissaDigits > 0 {
                // YAML 1.1 digit separator.
            } else if character == ".", !sawPoint {
                sawPoint = true
                cleaned.append(character)
            } else {
                break
            }
            index = scalars.index(after: index)
        }
        guard mantissaDigits > 0 else { return nil }
        if index < scalars.endIndex {
            guard scalars[index] == "e" || scalars[index] == "E" else { return nil }
            sawExponent = true
            cleaned.append("e")
            index = scalars.index(after: index)
            if index < scalars.endIndex, scalars[index] == "+" || scalars[index] == "-" {
                cleaned.append(scalars[index])
                index = scalars.index(after: index)
            }
            var exponentDigits = 0
            while index < scalars.endIndex, scalars[index].isASCII, scalars[index].isNumber {
                cleaned.append(scalars[index])
                exponentDigits += 1
                index = scalars.index(after: index)
            }
            guard exponentDigits > 0, index == scalars.endIndex else { return nil }
        }
        if cleaned.hasSuffix(".") { cleaned.append("0") }
        if cleaned.hasPrefix(".") {
            cleaned = "0" + cleaned
        } else if cleaned.hasPrefix("-.") {
            cleaned = "-0" + cleaned.dropFirst()
        }
        guard let value = Double(cleaned) else { return nil }
        guard value.isFinite else { return .nonFinite }
        return .finite(value, isIntegerLiteral: !sawPoint && !sawExponent)
    }

    /// The exact integer a literal without point or exponent stands for, when it fits in `Int`.
    static func exactInteger(_ text: String) -> Int? {
        let digits = text.filter { $0 != "_" }
        let unsigned = digits.hasPrefix("+") ? String(digits.dropFirst()) : digits
        return Int(unsigned)
    }
}
