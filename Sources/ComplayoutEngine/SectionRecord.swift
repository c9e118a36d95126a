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
    /// The final pass over the root group's instances, and what it solved (STEP 2b): to solve an
    /// instance once more for its trace.
    var selfSizing: SelfSizingPass
    var selfSized: SelfSizingPass.Result

    /// How group instance `instance` was solved, for an explanation of an element in it. The
    /// evaluation records no trace; the instance is solved once more, recording how, so that an
    /// explanation costs one instance's trace rather than one for every instance the evaluation
    /// solved, each as large as the group (some 100 MB for 100,000 cells). Nil only when solving
    /// it fails, which the evaluation this record comes from has ruled out.
    package func trace(ofInstance instance: Int) -> GroupTrace? {
        try? selfSizing.trace(ofInstance: instance, in: selfSized)
    }
}
