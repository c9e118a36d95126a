import ComplayoutModel

/// A section laid out, with the values it was laid out from (STEPs 1–5): what an explanation
/// of one of its elements reads.
package struct SectionRecord {
    package var layout: SectionLayout
    /// The content-insets reference in force (the section's, else the layout's), with its insets
    /// on the cross axis (R6, R34).
    package var reference: AppliedReference
    /// The section's content insets with R5 applied.
    package var sectionInsets: DirectionalInsets
    /// What the root group resolves against (R7, R8).
    package var rootContainer: Size
    /// The root group's layout size resolved in `rootContainer`.
    package var groupSize: Size
    /// The periodic instance's size: `groupSize`, unless uniform siblings share another (R62).
    package var periodicSize: Size
    /// Where the group instances go, before the section is moved to its start.
    package var track: GroupTrack
    /// The supplementary content-insets reference, with its insets on the cross axis (R34, R41).
    package var supplementaryReference: AppliedReference
    /// The rectangle the boundary items anchor to, with the content starting at 0 (R41).
    package var boundaryRect: Rect
    package var boundary: BoundaryPlacement.Result
    /// Where the section starts along the scroll axis (STEP 7), before layout boundary items move it.
    package var start: Double
}
