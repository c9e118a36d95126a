import ComplayoutDiagnostics

/// The ids of the mistakes a layout tree can hold however it was made, which the spec reader
/// reports for a file and the engine for a tree built in Swift, with one wording each.
public enum ModelDiagnosticID: String, DiagnosticIDSet {
    /// Two supplementary definitions in one section use the same element kind (R44, D6).
    case duplicateElementKind = "duplicate-element-kind"
    /// `data` has more sections than `layout.sections` defines.
    case missingSectionDefinition = "missing-section-definition"
    /// A value of the right type that is not allowed: an unknown enum word, zero where it must be
    /// positive, an empty list.
    case invalidValue = "invalid-value"
    /// `.nan`, `.inf`, or a number too large for a double (`1e999`).
    case nonFiniteNumber = "non-finite-number"
    /// A negative number where sizes, spacings, insets and counts must not be negative.
    case negativeValue = "negative-value"
    /// Groups nested deeper than the limit (`SpecLimits.maxGroupDepth`, `EvaluationLimits.maxGroupDepth`).
    case groupNestingTooDeep = "group-nesting-too-deep"
}

/// The messages of `ModelDiagnosticID`, each worded once: the spec reader reports them for a
/// file, the engine for a tree built in Swift.
package enum ModelDiagnostic: DiagnosticMessage {
    /// Element kind `kind` is used a second time in one section; `firstUse` says by what, when
    /// that is not another definition in the file ("the list's header").
    case duplicateElementKind(String, firstUse: String? = nil)
    /// Data section `index` has no definition: `sections` defines `definitions`.
    case missingSectionDefinition(index: Int, definitions: Int)
    /// A `noun` ("number", "integer") `place` ("for 'width'") that is not finite, written `shown`.
    case nonFiniteNumber(noun: String, place: String, shown: String)
    /// A negative `noun` where `rule` allows none.
    case negativeNumber(NumberRule, noun: String, place: String, shown: String)
    /// Zero where `rule` asks for more.
    case zeroNumber(NumberRule, noun: String, place: String, shown: String)
    /// An integer that is whole but past what 64 bits hold.
    case integerOutOfRange(shown: String, place: String)
    /// Groups nested more than `limit` levels deep.
    case groupNestingTooDeep(limit: Int)
    /// An iOS version before the first with compositional layouts.
    case iOSVersionTooEarly(Int)
    /// A word `value` that is not one of `choices`; `suggestion` is the nearest.
    case unknownWord(String, place: String, suggestion: String?, choices: [String])
    /// A function name (`absolut`) that is not one of the `noun`'s `names`; `suggestion` is the nearest.
    case unknownFunctionName(String, noun: String, place: String, suggestion: String?, names: [String])
    /// Text `name` (an element kind) written empty.
    case emptyText(name: String)
    /// `sections` as an empty list.
    case noSections
    /// A list of alternatives with none.
    case noAlternatives
    /// `subitems` as an empty list.
    case noSubitems
    /// An anchor's edges with both `one` and its opposite `other`.
    case oppositeEdges(String, String)

    package var id: ModelDiagnosticID {
        switch self {
        case .duplicateElementKind: .duplicateElementKind
        case .missingSectionDefinition: .missingSectionDefinition
        case .nonFiniteNumber: .nonFiniteNumber
        case .negativeNumber: .negativeValue
        case .groupNestingTooDeep: .groupNestingTooDeep
        case .zeroNumber, .integerOutOfRange, .iOSVersionTooEarly, .unknownWord, .unknownFunctionName, .emptyText,
            .noSections, .noAlternatives, .noSubitems, .oppositeEdges:
            .invalidValue
        }
    }

    package var message: String {
        switch self {
        case .duplicateElementKind(let kind, let firstUse):
            let already = firstUse.map { "is already used in this section by \($0)" } ?? "is already used in this section"
            return "element kind '\(kind)' \(already); each supplementary in a section needs its own kind"
        case .missingSectionDefinition(let index, let definitions):
            return "data section \(index) has no definition: 'sections' in layout defines "
                + "\(definitions) \(definitions == 1 ? "section" : "sections"); "
                + "add one, or use 'section' for every data section"
        case .nonFiniteNumber(let noun, let place, let shown):
            return "expected a finite \(noun) \(place), found \(shown)"
        case .negativeNumber(let rule, let noun, let place, let shown), .zeroNumber(let rule, let noun, let place, let shown):
            return "expected a \(rule.adjective)\(noun) \(place), found \(shown)"
        case .integerOutOfRange(let shown, let place):
            return "integer \(shown) \(place) is out of range"
        case .groupNestingTooDeep(let limit):
            return "groups nest more than \(limit) levels deep"
        case .iOSVersionTooEarly(let version):
            return "iOSVersion \(version) is before iOS \(LayoutEnvironment.earliestIOSVersion), the first with "
                + "compositional layouts"
        case .unknownWord(let value, let place, let suggestion, let choices):
            return "invalid value '\(value)' \(place)" + Self.nearest(suggestion, among: choices)
        case .unknownFunctionName(let name, let noun, let place, let suggestion, let names):
            return "unknown \(noun) '\(name)' \(place)" + Self.nearest(suggestion, among: names)
        case .emptyText(let name):
            return "\(name) must not be empty"
        case .noSections:
            return "'sections' needs at least one section"
        case .noAlternatives:
            return "a list of alternatives needs at least one section"
        case .noSubitems:
            return "'subitems' must not be empty"
        case .oppositeEdges(let one, let other):
            return "anchor edges cannot hold both '\(one)' and '\(other)'"
        }
    }

    /// "; did you mean 'x'?" for a near miss, else the choices.
    private static func nearest(_ suggestion: String?, among choices: [String]) -> String {
        if let suggestion { return "; did you mean '\(suggestion)'?" }
        return "; expected one of \(choices.joined(separator: ", "))"
    }
}
