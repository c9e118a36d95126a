import Complayout

/// `--kind` of `query` and `explain`: a kind the layout has none of is an error naming the
/// closest kind it has, rather than an empty answer.
enum ElementKindCheck {
    /// The error for `kind` in `category` when `layout` has no element of that kind, or nil.
    static func problem(kind: String, category: ElementCategory, in layout: EvaluatedLayout) -> Diagnostic? {
        let kinds = layout.elementKinds(of: category)
        guard category != .cell, !kinds.contains(kind) else { return nil }
        let noun = category == .decoration ? "decoration" : "supplementary"
        var message = "the layout has no \(noun) of kind '\(kind)'"
        let other: ElementCategory = category == .decoration ? .supplementary : .decoration
        if layout.elementKinds(of: other).contains(kind) {
            message += "; '\(kind)' is a \(other == .decoration ? "decoration" : "supplementary"): "
                + "give --category \(other.rawValue)"
        } else if let suggestion = Suggestion.closest(to: kind, in: kinds) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += kinds.isEmpty ? "; it has none" : "; its kinds are \(kinds.map { "'\($0)'" }.joined(separator: ", "))"
        }
        return .error(CommandDiagnosticID.unknownElementKind, message, at: nil)
    }
}
