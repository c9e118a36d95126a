import ComplayoutDiagnostics

/// The stable ids of the warnings the linter reports (catalogued in docs/diagnostics.md).
///
/// Each names something UIKit accepts but that is almost always a mistake.
public enum LintDiagnosticID: String, DiagnosticIDSet {
    /// An item's content insets on an axis whose dimension is estimated, which UIKit ignores (R30).
    case insetOnEstimatedAxis = "inset-on-estimated-axis"
    /// A section or group inset strictly between 0 and 1, which UIKit may read as a fraction (R5).
    case fractionalInset = "fractional-inset"
    /// The fractions of a group's subitems along its axis add up to more than the group (R14).
    case fractionsExceedGroup = "fractions-exceed-group"
    /// `count:` or `repeat:` asks for more than the group has room for (R17, R18).
    case countCannotFit = "count-cannot-fit"
    /// Two frames of a custom group overlap at the same zIndex (R20, R51).
    case overlappingItems = "overlapping-items"
    /// A supplementary reaches past the edge of its section.
    case supplementaryOutsideSection = "supplementary-outside-section"
    /// A cell of the group sticks out of the container across the scroll axis, where nobody can scroll to it.
    case cellOutsideContainer = "cell-outside-container"
    /// A cell's measured size puts it outside the container across the scroll axis.
    case measuredCellOutsideContainer = "measured-cell-outside-container"
    /// `contentOffset` is past where a scroll view of the content can rest (F4).
    case contentOffsetBeyondContent = "content-offset-beyond-content"
}
