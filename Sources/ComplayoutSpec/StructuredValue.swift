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
                SpecDiagnosticID.malformedValue,
                "a \(family.noun) written as a mapping has exactly one key, its name, such as "
                    + "\(Self.structuredExample(family)), \(field.place); found \(pairs.count) keys",
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
            error(
                SpecDiagnosticID.wrongType,
                "expected \(expected) \(valueField.place), found \(NodeDescription.describe(pair.value))",
                at: pair.value)
            return nil
        }
        guard case .finite(let value, _) = literal else {
            error(
                ModelDiagnosticID.nonFiniteNumber,
                "expected a finite number \(valueField.place), found \(NodeDescription.describe(pair.value))",
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
