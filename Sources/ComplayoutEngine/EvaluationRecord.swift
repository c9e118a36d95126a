import ComplayoutModel

/// What an evaluation computed on its way to one element, kept for that element's explanation
/// (`Evaluator.explain`): the section the element is in, and the layout's boundary items.
package struct EvaluationRecord {
    /// The data section to keep; nil to keep only the layout's boundary items.
    package var sectionIndex: Int?
    package var section: RecordedSection?
    package var layoutBoundary: LayoutBoundary?
    /// STEP 9: the span pinned boundary items stay within (R45, D7, F4).
    package var visible: VisibleSpan?

    /// A record of data section `sectionIndex`'s layout (nil for none) and of the layout's boundary items.
    package init(sectionIndex: Int?) {
        self.sectionIndex = sectionIndex
    }

    /// One section as evaluated; what it was resolved as is its layout's (`SectionLayout.resolved`).
    package struct RecordedSection {
        /// Where the section before it ended along the scroll axis (0 for the first).
        package var previousEnd: Double
        /// The inter-section spacing before it: none for the first, and none after an empty
        /// ordinary section before iOS 17 (R29, F3).
        package var spacingBefore: Double
        package var record: SectionRecord

        /// What the section was resolved as.
        package var resolved: ResolvedSection { record.layout.resolved }
    }

    /// STEP 8: the layout's boundary items around all the sections (R12, R47).
    package struct LayoutBoundary {
        /// The layout's reference, with its insets across the scroll axis only.
        package var reference: AppliedReference
        /// The rectangle they anchor to: the sections along the axis, the container less the reference across it.
        package var rect: Rect
        package var result: BoundaryPlacement.Result
        /// How far every section and layout boundary item moves: minus where the span starts (R47).
        package var shift: Double
    }
}
