import ComplayoutModel

/// A section laid out, with the values it was laid out from (STEPs 1–5): what an explanation
/// of one of its elements reads.
struct SectionRecord {
    var layout: SectionLayout
    /// The content-insets reference in force (the section's, else the layout's).
    var referenceKind: ContentInsetsReference
    /// Its insets on the cross axis (R6, R34).
    var reference: DirectionalInsets
    /// The section's content insets with R5 applied.
    var sectionInsets: DirectionalInsets
    /// What the root group resolves against (R7, R8).
    var rootContainer: Size
    /// The root group's layout size resolved in `rootContainer`.
    var groupSize: Size
    /// The periodic instance's size: `groupSize`, unless uniform siblings share another (R62).
    var periodicSize: Size
    /// Where the group instances go, before the section is moved to its start.
    var track: GroupTrack
    /// The rectangle the boundary items anchor to, with the content starting at 0 (R41).
    var boundaryRect: Rect
    var boundary: BoundaryPlacement.Result
    /// Where the section starts along the scroll axis (STEP 7), before layout boundary items move it.
    var start: Double

    /// How far the section's content moved: its start, less where its span starts (R42).
    var shift: Double { start - boundary.spanStart }
}
