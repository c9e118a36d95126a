import ComplayoutDiagnostics

/// What a number of the model may be besides finite — the one statement of the sign rules that
/// the spec reader applies to a file and the engine to a tree built in Swift.
package enum NumberRule: Sendable {
    /// Any finite number (offsets, positions).
    case any
    /// Zero or more (sizes, spacings, insets, counts of items).
    case nonNegative
    /// More than zero (`displayScale`, `count`, `repeat`).
    case positive

    /// "non-negative ", "positive " or nothing, for messages.
    package var adjective: String {
        switch self {
        case .any: ""
        case .nonNegative: "non-negative "
        case .positive: "positive "
        }
    }
}

extension ModelDiagnostic {
    /// The error for `value` when it breaks `rule` or is not finite, or nil when it is fine.
    /// `place` says where ("for 'width'"), `shown` how the value is written (`absolute(-1)`),
    /// `noun` "number" or "integer". `place` and `shown` are worked out only for a problem.
    package static func numberProblem(
        _ value: Double, _ rule: NumberRule, place: @autoclosure () -> String, shown: @autoclosure () -> String,
        noun: String = "number"
    ) -> ModelDiagnostic? {
        guard value.isFinite else { return .nonFiniteNumber(noun: noun, place: place(), shown: shown()) }
        if rule != .any, value < 0 { return .negativeNumber(rule, noun: noun, place: place(), shown: shown()) }
        if rule == .positive, value == 0 { return .zeroNumber(rule, noun: noun, place: place(), shown: shown()) }
        return nil
    }
}
