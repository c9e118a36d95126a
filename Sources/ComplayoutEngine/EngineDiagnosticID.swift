import ComplayoutDiagnostics

/// The stable ids of the diagnostics evaluation reports (catalogued in docs/diagnostics.md).
public enum EngineDiagnosticID: String, DiagnosticIDSet {
    /// A horizontal or vertical group cannot fit even its first subitem (R21).
    case groupCannotFitItem = "group-cannot-fit-item"
    /// A group's length along its axis is 0 or less after its content insets (R21).
    case groupNoRoom = "group-no-room"
    /// The subitems have zero length along the axis and no spacing: they would repeat forever.
    case groupZeroLengthItems = "group-zero-length-items"
    /// One instance of a root group would hold more than `EvaluationLimits.maxCellsPerGroup` cells
    /// and anchored supplementaries.
    case groupTooManyItems = "group-too-many-items"
    /// The sections would store more than `EvaluationLimits.maxStoredElements` elements together.
    case layoutTooManyElements = "layout-too-many-elements"
    /// The data has more than `EvaluationLimits.maxSections` sections.
    case tooManySections = "too-many-sections"
    /// A frame would be infinite or not a number: finite lengths that add up past a double.
    case layoutOverflow = "layout-overflow"
    /// Integers that are each fine overflow where they meet: a zIndex of `Int.max` promoted by a
    /// background (R51), or more elements in a section than a 64-bit index can number.
    case integerOverflow = "integer-overflow"
    /// A cell, slot or supplementary would have a negative width or height: insets larger than the
    /// element, or spacing longer than the group it divides (R16, R17, R30).
    case negativeSize = "negative-size"
    /// A custom group built in Swift lists no frames.
    case customGroupEmpty = "custom-group-empty"
    /// No `when` alternative of a section holds in the environment.
    case noMatchingVariant = "no-matching-variant"
    /// `orthogonalOffsets` names a section that does not scroll orthogonally (D10).
    case orthogonalOffsetWithoutOrthogonalSection = "orthogonal-offset-without-orthogonal-section"
    /// A supplementary resolves to zero width or height.
    case supplementaryZeroSize = "supplementary-zero-size"
    /// A boundary item is longer across the scroll axis than the rectangle it anchors to.
    case supplementaryTooLarge = "supplementary-too-large"
    /// `supplementarySizes` names an element kind the section has no supplementary of.
    case measuredKindUnknown = "measured-kind-unknown"
    /// A flow section's items are longer across the scroll axis than a row (docs/flow.md).
    case flowItemTooLarge = "flow-item-too-large"
    /// A computed `count:` or `repeat:` has no value in this environment: it divides by zero, is
    /// not a whole number, or falls outside 1 to 10,000 (language.md section 4).
    case computedCountInvalid = "computed-count-invalid"
}
