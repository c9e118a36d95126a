import Complayout

/// `--kind` of `query` and `explain`: a kind the layout has none of is an error naming the
/// closest kind it has, rather than an empty answer.
enum ElementKindCheck {
    /// The error for `kind` in `category` when `layout` has no element of that kind, or nil.
    static func problem(kind: String, category: ElementCategory, in layout: EvaluatedLayout) -> Diagnostic? {
        let kinds = layout.elementKinds(of: category)
        guard category != .cell, !kinds.contains(kind) else { return nil }
        let other: ElementCategory = category == .decoration ? .supplementary : .decoration
        let hint: ElementKindHint =
            if layout.elementKinds(of: other).contains(kind) {
                .category(other)
            } else if let suggestion = Suggestion.closest(to: kind, in: kinds) {
                .suggestion(suggestion)
            } else {
                .kinds(kinds)
            }
        return Diagnostic(CommandDiagnostic.unknownElementKind(kind, category: category, hint: hint), at: nil)
    }
}
