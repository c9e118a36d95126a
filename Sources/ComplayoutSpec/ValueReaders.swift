import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

/// An upper bound on an integer and how exceeding it is reported.
struct IntegerLimit {
    var max: Int
    /// The message, given the value as written.
    var message: (String) -> SpecDiagnostic
}

/// Scalars: numbers, integers, booleans, strings and enum words.
extension SpecReader {
    /// The number a plain scalar spells, or nil after reporting why it is not one. The sign rule is
    /// `rule`, else the one the field's declared form gives, else non-negative.
    func number(_ field: Field, _ rule: NumberRule? = nil) -> Double? {
        let rule = rule ?? field.form?.numberRule ?? .nonNegative
        guard let literal = numberLiteral(field, expected: "a number") else { return nil }
        switch literal {
        case .nonFinite:
            report(
                ModelDiagnostic.nonFiniteNumber(
                    noun: "number", place: field.place, shown: NodeDescription.describe(field.node)),
                at: field.node)
            return nil
        case .finite(let value, _):
            return checked(value, rule, field: field, shown: NodeDescription.describe(field.node))
        }
    }

    /// Checks the sign of `value` and, for a number that is not an integer, its size
    /// (`SpecLimits.maxMagnitude`); `shown` is how the value is quoted in a message.
    /// `shown` is worked out only for a message: most values are fine, and a file of a quarter of a
    /// million nodes should not format a quarter of a million descriptions.
    func checked(
        _ value: Double, _ rule: NumberRule, field: Field, shown: @autoclosure () -> String, noun: String = "number"
    ) -> Double? {
        // Integers have their own bounds (counts, 64 bits); other numbers are lengths, offsets and
        // fractions, whose sums and products must stay finite during evaluation.
        if noun == "number", abs(value) > limits.maxMagnitude {
            error(.numberTooLarge(shown: shown(), place: field.place, limit: limits.maxMagnitude), at: field.node)
            return nil
        }
        // The sign rules are the model's, shared with the engine's check of a tree built in Swift.
        if let problem = ModelDiagnostic.numberProblem(value, rule, place: field.place, shown: shown(), noun: noun) {
            report(problem, at: field.node)
            return nil
        }
        return value == 0 ? 0 : value  // no -0 in the model
    }

    /// An integer: a whole number, optionally bounded above by `limit`. The sign rule is `rule`, else the
    /// one the field's declared form gives, else non-negative.
    func integer(_ field: Field, _ rule: NumberRule? = nil, limit: IntegerLimit? = nil) -> Int? {
        let rule = rule ?? field.form?.numberRule ?? .nonNegative
        let adjective = rule.adjective
        let article = adjective.isEmpty ? "an" : "a"
        guard let literal = numberLiteral(field, expected: "\(article) \(adjective)integer") else { return nil }
        func shown() -> String { NodeDescription.describe(field.node) }
        let value: Double
        switch literal {
        case .nonFinite:
            // An integer literal that overflowed a double is still an integer, just too large.
            if let limit, isIntegerText(field.node) {
                error(limit.message(shown()), at: field.node)
                return nil
            }
            report(ModelDiagnostic.nonFiniteNumber(noun: "integer", place: field.place, shown: shown()), at: field.node)
            return nil
        case .finite(let number, _):
            value = number
        }
        guard value.rounded() == value else {
            wrongType(field, expected: "\(article) \(adjective)integer")
            return nil
        }
        guard checked(value, rule, field: field, shown: shown(), noun: "integer") != nil else { return nil }
        if let limit, value > Double(limit.max) {
            error(limit.message(shown()), at: field.node)
            return nil
        }
        let exact = field.node.scalar.flatMap { NumberLiteral.exactInteger($0.value) }
        guard let integer = exact ?? (abs(value) < 9.0e18 ? Int(value) : nil) else {
            report(ModelDiagnostic.integerOutOfRange(shown: shown(), place: field.place), at: field.node)
            return nil
        }
        return integer
    }

    /// A YAML 1.1 boolean (`true`, `false`, `yes`, `no`, `on`, `off`).
    func bool(_ field: Field) -> Bool? {
        if let value = Self.trueOrFalse(field.node) { return value }
        wrongType(field, expected: "true or false")
        return nil
    }

    /// The boolean a plain scalar, untagged or tagged `!!bool`, spells; nil for anything else.
    static func trueOrFalse(_ node: YAMLNode) -> Bool? {
        guard let scalar = node.scalar, scalar.isPlain, node.tag == nil || node.tag == "!!bool" else { return nil }
        return ScalarValue.bool(scalar.value)
    }

    /// Free text: any scalar but null (`name`, `description`).
    func text(_ field: Field) -> String? {
        guard let scalar = field.node.scalar, !isNull(field.node) else {
            wrongType(field, expected: "a string")
            return nil
        }
        return scalar.value
    }

    /// A non-empty string, such as an element kind.
    func nonEmptyText(_ field: Field) -> String? {
        guard let value = text(field) else { return nil }
        guard !value.isEmpty else {
            report(ModelDiagnostic.emptyText(name: field.name), at: field.node)
            return nil
        }
        return value
    }

    /// One of the words the field's declared form lists, as a model enum, with "did you mean" for near misses.
    func word<Value: RawRepresentable>(_ field: Field, as _: Value.Type = Value.self) -> Value?
    where Value.RawValue == String {
        guard let choices = field.form?.words else {
            preconditionFailure("\(field.name) is not declared as a word in the vocabulary")
        }
        guard let word = word(field, choices: choices) else { return nil }
        guard let value = Value(rawValue: word) else {
            preconditionFailure("the vocabulary's word '\(word)' is not a \(Value.self)")
        }
        return value
    }

    /// One of `choices`, with "did you mean" for near misses.
    private func word(_ field: Field, choices: [String]) -> String? {
        guard let scalar = field.node.scalar, !isNull(field.node) else {
            wrongType(field, expected: "one of \(choices.joined(separator: ", "))")
            return nil
        }
        if choices.contains(scalar.value) { return scalar.value }
        report(
            ModelDiagnostic.unknownWord(
                NodeDescription.shortened(scalar.value), place: field.place,
                suggestion: Suggestion.closest(to: scalar.value, in: choices), choices: choices),
            at: field.node)
        return nil
    }

    /// True for a plain, untagged null (`~`, `null`, or nothing).
    func isNull(_ node: YAMLNode) -> Bool {
        guard node.scalarStyle == .plain, node.tag == nil else { return false }
        return node.withScalarBytes(ScalarValue.isNull(utf8:)) ?? false
    }

    /// The number literal of a plain untagged scalar (or one tagged `!!int`/`!!float`), or nil after `wrong-type`.
    private func numberLiteral(_ field: Field, expected: String) -> NumberLiteral? {
        if isNumberCandidate(field.node), let literal = field.node.withScalarBytes(NumberLiteral.parse(utf8:)) ?? nil {
            return literal
        }
        wrongType(field, expected: expected)
        return nil
    }

    /// Plain and untagged, or explicitly tagged as a number.
    func isNumberCandidate(_ node: YAMLNode) -> Bool {
        guard let style = node.scalarStyle else { return false }
        switch node.tag {
        case nil: return style == .plain
        case "!!int", "!!float": return true
        default: return false
        }
    }

    private func isIntegerText(_ node: YAMLNode) -> Bool {
        guard let text = node.scalar?.value else { return false }
        if case .finite(_, isIntegerLiteral: true)? = NumberLiteral.parse(text) { return true }
        let digits = text.drop { $0 == "+" || $0 == "-" }
        return !digits.isEmpty && digits.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "_" }
    }
}

/// Mappings keyed by an index (`orthogonalOffsets`, `sizes`).
extension SpecReader {
    /// Whether `key`, read as `index`, names an index an earlier key of the mapping already named
    /// in another spelling (`0` and `00`, `1`, `01`, `+1` and `1.0`): then it is reported as the
    /// duplicate key it is — not left for the last one to win — and the caller skips it. Two keys
    /// spelt alike are YAML's own `duplicate-key`, reported already. `seen` holds the first key of
    /// each index.
    func isDuplicateIndex(_ index: Int, key: YAMLNode, seen: inout [Int: YAMLNode], noun: String) -> Bool {
        guard let first = seen[index] else {
            seen[index] = key
            return false
        }
        let spelling = key.scalar?.value ?? ""
        if spelling != first.scalar?.value {
            report(
                YAMLDiagnostic.duplicateIndexKey(
                    spelling: NodeDescription.shortened(spelling), noun: noun, index: index,
                    first: NodeDescription.shortened(first.scalar?.value ?? "")),
                at: key, notes: [Diagnostic.Note("first defined here", at: first.range)])
        }
        return true
    }
}
