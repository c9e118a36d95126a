import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

/// A value written as a function call, `name(argument)`: `absolute(44)`, `fractionalWidth(0.5)`, `fixed(8)`.
struct FunctionForm: Equatable {
    var name: String
    var argument: String

    /// Splits `name(argument)`, allowing spaces around the parts; nil when the text is not of that shape.
    static func parse(_ text: String) -> FunctionForm? {
        let trimmed = trimmedSpaces(text)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = trimmedSpaces(trimmed[..<open])
        // ASCII letters and digits, checked byte by byte (a Character's properties cost far more,
        // and a hostile name can be megabytes long).
        let isWordByte = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
        guard !name.isEmpty, name.utf8.allSatisfy(isWordByte) else { return nil }
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        return FunctionForm(name: name, argument: trimmedSpaces(inner))
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
        let example = family.examples.joined(separator: " or ")
        func found() -> String { NodeDescription.describe(field.node) }
        if field.node.mapping != nil { return structuredValue(field, family) }
        guard let scalar = field.node.scalar, !isNull(field.node) else {
            error(.notAFunctionValue(noun: noun, place: field.place, example: example, found: found()), at: field.node)
            return nil
        }
        if isNumberCandidate(field.node), NumberLiteral.parse(scalar.value) != nil {
            return number(field).map { (family.bareName, $0) }
        }
        guard let form = FunctionForm.parse(scalar.value) else {
            if scalar.value.contains("(") {
                error(
                    .malformedFunction(noun: noun, found: found(), place: field.place, example: example), at: field.node)
            } else {
                error(.notAFunctionValue(noun: noun, place: field.place, example: example, found: found()), at: field.node)
            }
            return nil
        }
        guard knownName(form.name, family, field: field, at: field.node) else { return nil }
        func shown() -> String { NodeDescription.shortened(trimmedSpaces(scalar.value)) }
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
        if family.fractionNames.contains(name), text.contains("/") { return ExactFraction.parse(text) }
        return NumberLiteral.parse(text)
    }
}
