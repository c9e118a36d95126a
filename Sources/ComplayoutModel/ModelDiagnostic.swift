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

/// The messages of `ModelDiagnosticID`, each worded once.
public enum ModelDiagnostic {
    /// Element kind `kind` is used a second time in one section; `firstUse` says by what, when
    /// that is not another definition in the file ("the list's header").
    public static func duplicateElementKind(
        _ kind: String, firstUse: String? = nil, at range: SourceRange?, notes: [Diagnostic.Note] = []
    ) -> Diagnostic {
        let already = firstUse.map { "is already used in this section by \($0)" } ?? "is already used in this section"
        return Diagnostic.error(
            ModelDiagnosticID.duplicateElementKind,
            "element kind '\(kind)' \(already); each supplementary in a section needs its own kind", at: range,
            notes: notes)
    }

    /// Data section `index` has no definition: `sections` defines `definitions`.
    public static func missingSectionDefinition(
        index: Int, definitions: Int, at range: SourceRange?
    ) -> Diagnostic {
        Diagnostic.error(
            ModelDiagnosticID.missingSectionDefinition,
            "data section \(index) has no definition: 'sections' in layout defines "
                + "\(definitions) \(definitions == 1 ? "section" : "sections"); "
                + "add one, or use 'section' for every data section",
            at: range)
    }
}
