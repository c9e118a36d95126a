import ComplayoutModel

/// What an evaluation computed on its way to one element, kept for that element's explanation
/// (`Evaluator.explain`): the section the element is in, and the layout's boundary items.
struct EvaluationRecord {
    /// The data section to keep; nil to keep only the layout's boundary items.
    var sectionIndex: Int?
    var section: RecordedSection?
    var layoutBoundary: LayoutBoundary?

    /// One section as evaluated; what it was resolved as is its layout's (`SectionLayout.resolved`).
    struct RecordedSection {
        /// Where the section before it ended along the scroll axis (0 for the first).
        var previousEnd: Double
        /// The inter-section spacing before it: none for the first, and none after an empty
        /// ordinary section before iOS 17 (R29, F3).
        var spacingBefore: Double
        var record: SectionRecord

        /// What the section was resolved as.
        var resolved: ResolvedSection { record.layout.resolved }
    }

    /// STEP 8: the layout's boundary items around all the sections (R12, R47).
    struct LayoutBoundary {
        /// The layout's reference insets, across the scroll axis only.
        var reference: DirectionalInsets
        /// The rectangle they anchor to: the sections along the axis, the container less the reference across it.
        var rect: Rect
        var result: BoundaryPlacement.Result
    }
}
