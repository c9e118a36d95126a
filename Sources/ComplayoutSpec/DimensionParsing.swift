import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

/// A value written as a function call, `name(argument)`: `absolute(44)`, `fractionalWidth(0.5)`, `fixed(8)`.
struct FunctionForm: Equatable {
    var name: String
    var argument: String

    /// Splits `name(argument)`, allowing spaces around the parts; nil when the text is not of that shape.
    static func parse(_ text: String) -> FunctionForm? {
        var utf8 = text
        return utf8.withUTF8(parse(utf8:))
    }

    /// `parse` of a UTF-8 text.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> FunctionForm? {
        // In ASCII text every character is one byte (but CR LF, which no part accepts), so a
        // byte-level reading splits it exactly as the character-level one does, much faster.
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return parse(characters: String(decoding: bytes, as: UTF8.self)) }
        return parse(ascii: bytes)
    }

    private static func parse(ascii bytes: UnsafeBufferPointer<UInt8>) -> FunctionForm? {
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            var (start, end) = (range.lowerBound, range.upperBound)
            while start < end, isSpaceOrTab(bytes[start]) { start += 1 }
            while end > start, isSpaceOrTab(bytes[end - 1]) { end -= 1 }
            return start..<end
        }
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        let whole = trimmed(0..<bytes.count)
        guard let open = whole.first(where: { bytes[$0] == UInt8(ascii: "(") }),
            bytes[whole.upperBound - 1] == UInt8(ascii: ")")
        else { return nil }
        let name = trimmed(whole.lowerBound..<open)
        guard !name.isEmpty, name.allSatisfy({ isWordByte(bytes[$0]) }) else { return nil }
        return FunctionForm(name: string(name), argument: string(trimmed(open + 1..<whole.upperBound - 1)))
    }

    private static func parse(characters text: String) -> FunctionForm? {
        let trimmed = trimmedSpaces(text)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = trimmedSpaces(trimmed[..<open])
        guard !name.isEmpty, name.utf8.allSatisfy(isWordByte) else { return nil }
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        return FunctionForm(name: name, argument: trimmedSpaces(inner))
    }

    /// ASCII letters and digits, checked byte by byte (a Character's properties cost far more,
    /// and a hostile name can be megabytes long).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}

/// `text` without spaces and tabs at either end.
func trimmedSpaces(_ text: some StringProtocol) -> String {
    var slice = Substring(text)
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return String(slice)
}

/// Dimensions (language.md section 3) and spacings, both written as a bare number or a function form.
extension SpecReader {
    /// `absolute(N)` or N, `estimated(N)`, `fractionalWidth(F)`, `fractionalHeight(F)`, `uniformAcrossSiblings(N)`.
    func dimension(_ field: Field) -> LayoutDimension? {
        guard let (name, value) = functionValue(field, .dimension) else { return nil }
        switch name {
        case "absolute": return .absolute(value)
        case "estimated": return .estimated(value)
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        default: return .uniformAcrossSiblings(estimate: value)
        }
    }

    /// `fixed(N)` or N, `flexible(N)`.
    func spacing(_ field: Field) -> Spacing? {
        guard let (name, value) = functionValue(field, .spacing) else { return nil }
        return name == "flexible" ? .flexible(value) : .fixed(value)
    }

    /// Reads a bare non-negative number (as the family's bare name), one of its names with a
    /// non-negative argument, or the structured form `{ NAME: ARGUMENT }`.
    private func functionValue(_ field: Field, _ family: FunctionFamily) -> (String, Double)? {
        let noun = family.noun
        // Put together only for a message.
        var example: String { family.examples.joined(separator: " or ") }
        func found() -> String { NodeDescription.describe(field.node) }
        if field.node.mapping != nil { return structuredValue(field, family) }
        guard field.node.scalarStyle != nil, !isNull(field.node) else {
            error(.notAFunctionValue(noun: noun, place: field.place, example: example, found: found()), at: field.node)
            return nil
        }
        // The scalar's text as a `String`, made only for a message.
        var text: String { field.node.scalar?.value ?? "" }
        if isNumberCandidate(field.node), (field.node.withScalarBytes(NumberLiteral.parse(utf8:)) ?? nil) != nil {
            return number(field).map { (family.bareName, $0) }
        }
        guard let form = field.node.withScalarBytes(FunctionForm.parse(utf8:)) ?? nil else {
            if text.contains("(") {
                error(
                    .malformedFunction(noun: noun, found: found(), place: field.place, example: example), at: field.node)
            } else {
                error(.notAFunctionValue(noun: noun, place: field.place, example: example, found: found()), at: field.node)
            }
            return nil
        }
        guard knownName(form.name, family, field: field, at: field.node) else { return nil }
        func shown() -> String { NodeDescription.shortened(trimmedSpaces(text)) }
        switch argument(form.argument, of: form.name, family) {
        case nil:
            let argument = form.argument.isEmpty ? nil : NodeDescription.shortened(form.argument)
            error(.malformedArgument(function: form.name, place: field.place, argument: argument), at: field.node)
            return nil
        case .nonFinite:
            report(ModelDiagnostic.nonFiniteNumber(noun: "number", place: field.place, shown: shown()), at: field.node)
            return nil
        case .finite(let value, _):
            return checked(value, .nonNegative, field: field, shown: shown()).map { (form.name, $0) }
        }
    }
}

extension SpecReader {
    /// Whether `name` is one of the family's names; reports `invalid-value`, with the closest
    /// name, when it is not.
    func knownName(_ name: String, _ family: FunctionFamily, field: Field, at node: YAMLNode) -> Bool {
        guard !family.names.contains(name) else { return true }
        report(
            ModelDiagnostic.unknownFunctionName(
                NodeDescription.shortened(name), noun: family.noun, place: field.place,
                suggestion: Suggestion.closest(to: name, in: family.names), names: family.names),
            at: node)
        return false
    }

    /// The argument of `name`: a number, or for a fraction also `a/b` (`ExactFraction`).
    func argument(_ text: String, of name: String, _ family: FunctionFamily) -> NumberLiteral? {
        // The slash is looked for in the bytes: `String.contains` would search with Foundation.
        if family.fractionNames.contains(name), text.utf8.contains(UInt8(ascii: "/")) {
            return ExactFraction.parse(text)
        }
        return NumberLiteral.parse(text)
    }
}
