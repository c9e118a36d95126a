import ComplayoutModel
import ComplayoutYAML

/// Dimensions and spacings in the structured form a JSON producer writes: `{ fractionalWidth: 0.5 }`,
/// `{ absolute: 44 }`, `{ fixed: 8 }` — the same value as `fractionalWidth(0.5)`, `absolute(44)`, `fixed(8)`.
extension SpecReader {
    /// Reads a mapping of exactly one key, a name of `family`, whose value is a non-negative number
    /// (for a fraction also `a/b`, plain or quoted).
    func structuredValue(_ field: Field, _ family: FunctionFamily) -> (String, Double)? {
        guard let pairs = field.node.mapping else { return nil }
        guard pairs.count == 1, let pair = pairs.first, let name = pair.key.scalar?.value else {
            error(
                .structuredKeyCount(
                    noun: family.noun, example: Self.structuredExample(family), place: field.place, count: pairs.count),
                at: field.node)
            return nil
        }
        guard knownName(name, family, field: field, at: pair.key) else { return nil }
        let valueField = Field(
            node: pair.value, place: "for '\(name)' in \(field.name)", name: "'\(name)'", key: name,
            form: .number(.nonNegative))
        if isNumberCandidate(pair.value), let scalar = pair.value.scalar, NumberLiteral.parse(scalar.value) != nil {
            return number(valueField, .nonNegative).map { (name, $0) }
        }
        let expected = family.fractionNames.contains(name) ? "a number or a fraction a/b" : "a number"
        // Only a fraction may be a string (`"1/3"`, as JSON writes it); a quoted number is not a number.
        guard let scalar = pair.value.scalar, !isNull(pair.value), family.fractionNames.contains(name),
            scalar.value.contains("/"), let literal = ExactFraction.parse(trimmedSpaces(scalar.value))
        else {
            wrongType(valueField, expected: expected)
            return nil
        }
        guard case .finite(let value, _) = literal else {
            report(
                ModelDiagnostic.nonFiniteNumber(
                    noun: "number", place: valueField.place, shown: NodeDescription.describe(pair.value)),
                at: pair.value)
            return nil
        }
        return checked(value, .nonNegative, field: valueField, shown: NodeDescription.shortened(scalar.value))
            .map { (name, $0) }
    }

    /// The family's first example in the structured form: `{ absolute: 44 }`.
    static func structuredExample(_ family: FunctionFamily) -> String {
        guard let form = family.examples.first.flatMap(FunctionForm.parse) else { return "" }
        return "{ \(form.name): \(form.argument) }"
    }
}
