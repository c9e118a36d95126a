import ComplayoutModel

/// What an evaluation computed on its way to one element, kept for that element's explanation
/// (`Evaluator.explain`): the section the element is in, and the layout's boundary items.
struct EvaluationRecord {
    /// The data section to keep; nil to keep only the layout's boundary items.
    var sectionIndex: Int?
    var section: RecordedSection?
    var layoutBoundary: LayoutBoundary?

    /// One section as evaluated.
    struct RecordedSection {
        /// The definition chosen for it (a `when` alternative resolved), before a list or flow is rewritten.
        var definition: ComplayoutModel.LayoutSection
        /// The ordinary section it was laid out as, and its root group (R63, docs/flow.md).
        var section: ComplayoutModel.LayoutSection
        var group: LayoutGroup
        /// Where the section before it ended along the scroll axis (0 for the first).
        var previousEnd: Double
        /// The inter-section spacing before it: none for the first, and none after an empty
        /// ordinary section before iOS 17 (R29, F3).
        var spacingBefore: Double
        /// The space a list's appearance puts before it (R63, docs/lists.md).
        var spaceBefore: Double
        var record: SectionRecord
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
