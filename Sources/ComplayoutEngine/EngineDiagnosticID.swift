/// The stable ids of the diagnostics evaluation reports (catalogued in docs/diagnostics.md).
public enum EngineDiagnosticID {
    /// A horizontal or vertical group cannot fit even its first subitem (R21).
    public static let groupCannotFitItem = "group-cannot-fit-item"
    /// A group's length along its axis is 0 or less after its content insets (R21).
    public static let groupNoRoom = "group-no-room"
    /// The subitems have zero length along the axis and no spacing: they would repeat forever.
    public static let groupZeroLengthItems = "group-zero-length-items"
    /// One instance of a root group would hold more than `EvaluationLimits.maxCellsPerGroup` cells
    /// and anchored supplementaries.
    public static let groupTooManyItems = "group-too-many-items"
    /// The sections would store more than `EvaluationLimits.maxStoredElements` elements together.
    public static let layoutTooManyElements = "layout-too-many-elements"
    /// The data has more than `EvaluationLimits.maxSections` sections.
    public static let tooManySections = "too-many-sections"
    /// A frame would be infinite or not a number: finite lengths that add up past a double.
    public static let layoutOverflow = "layout-overflow"
    /// A custom group built in Swift lists no frames.
    public static let customGroupEmpty = "custom-group-empty"
    /// A tree built in Swift has more data sections than section definitions (the spec reader
    /// reports files first, with the same id).
    public static let missingSectionDefinition = "missing-section-definition"
    /// No `when` alternative of a section holds in the environment.
    public static let noMatchingVariant = "no-matching-variant"
    /// `orthogonalOffsets` names a section that does not scroll orthogonally (D10).
    public static let orthogonalOffsetWithoutOrthogonalSection = "orthogonal-offset-without-orthogonal-section"
    /// A supplementary resolves to zero width or height.
    public static let supplementaryZeroSize = "supplementary-zero-size"
    /// A boundary item is longer across the scroll axis than the rectangle it anchors to.
    public static let supplementaryTooLarge = "supplementary-too-large"
    /// `supplementarySizes` names an element kind the section has no supplementary of.
    public static let measuredKindUnknown = "measured-kind-unknown"
    /// A flow section's items are longer across the scroll axis than a row (docs/flow.md).
    public static let flowItemTooLarge = "flow-item-too-large"

    /// Every id above, for documentation tests.
    public static let all: [String] = [
        groupCannotFitItem, groupNoRoom, groupZeroLengthItems, groupTooManyItems, layoutTooManyElements,
        tooManySections, layoutOverflow, customGroupEmpty,
        missingSectionDefinition, noMatchingVariant, orthogonalOffsetWithoutOrthogonalSection,
        supplementaryZeroSize, supplementaryTooLarge, measuredKindUnknown, flowItemTooLarge,
    ]
}
