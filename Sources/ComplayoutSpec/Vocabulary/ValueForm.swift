import ComplayoutModel

/// The form a value takes in a spec: what the reader accepts and what the JSON Schema describes.
indirect enum ValueForm: Sendable {
    /// A finite number; the rule says which signs are allowed.
    case number(NumberRule)
    /// A whole number, optionally bounded below and above.
    case integer(NumberRule, minimum: Int? = nil, maximum: Int? = nil)
    /// A YAML boolean.
    case bool
    /// Any scalar but null, read as text; `nonEmpty` refuses "".
    case text(nonEmpty: Bool)
    /// A computed count: a string of at most `maxLength` characters (language.md section 4).
    case countExpression(maxLength: Int)
    /// One of these words, in the order messages list them.
    case word([String])
    /// A bare non-negative number, or `NAME(NUMBER)` for a name of the family (a dimension, a spacing).
    case function(FunctionFamily)
    /// A mapping of the given kind.
    case mapping(MappingKind)
    /// A list whose entries all take one form, with at least `minimum` entries.
    case list(ValueForm, minimum: Int = 0)
    /// A mapping whose keys are data (a section index, an item index, an element kind), with one form for
    /// its keys and one for its values.
    case table(key: ValueForm, value: ValueForm)
    /// The form, or null (`~`, `null`) for "none".
    case nullable(ValueForm)
    /// Exactly one of these forms; they differ in node kind (a number or a mapping, a mapping or a list).
    case oneOf([ValueForm])

    /// One of the raw values of a model enum, in its declaration order.
    static func word<Value: CaseIterable & RawRepresentable>(of _: Value.Type) -> ValueForm
    where Value.RawValue == String {
        .word(Value.allCases.map(\.rawValue))
    }

    /// The form of each entry of a list (nil for other forms).
    var entryForm: ValueForm? {
        if case .list(let entry, _) = self { return entry }
        return nil
    }

    /// The sign rule of a number form, or of the number alternative of a `oneOf`.
    var numberRule: NumberRule? {
        switch self {
        case .number(let rule), .integer(let rule, _, _): rule
        case .nullable(let form): form.numberRule
        case .function: .nonNegative
        case .oneOf(let forms): forms.lazy.compactMap(\.numberRule).first
        default: nil
        }
    }

    /// The words of a `word` form.
    var words: [String]? {
        if case .word(let words) = self { return words }
        return nil
    }
}

/// Values written as `NAME(NUMBER)` or as a bare number: dimensions and spacings (language.md section 3).
struct FunctionFamily: Sendable {
    /// What a value of the family is called in messages: "dimension".
    var noun: String
    /// The names, in the order messages list them.
    var names: [String]
    /// The name a bare number stands for.
    var bareName: String
    /// Typical values, for messages ("such as absolute(44) or fractionalWidth(0.5)") and the schema.
    var examples: [String]
    /// The names whose argument is a fraction, which may also be written exactly as `a/b`.
    var fractionNames: [String] = []

    /// `absolute(N)` or N, `estimated(N)`, `fractionalWidth(F)`, `fractionalHeight(F)`, `uniformAcrossSiblings(N)` (R2).
    static let dimension = FunctionFamily(
        noun: "dimension",
        names: ["absolute", "estimated", "fractionalWidth", "fractionalHeight", "uniformAcrossSiblings"],
        bareName: "absolute", examples: ["absolute(44)", "fractionalWidth(0.5)"],
        fractionNames: ["fractionalWidth", "fractionalHeight"])

    /// `fixed(N)` or N, `flexible(N)` (R22, R23).
    static let spacing = FunctionFamily(
        noun: "spacing", names: ["fixed", "flexible"], bareName: "fixed", examples: ["fixed(8)", "flexible(0)"])
}
