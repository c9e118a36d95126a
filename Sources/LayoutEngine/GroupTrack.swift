import LayoutModel

/// Where a section's group instances go: one after another along the scroll axis, or in one
/// line across it for an orthogonally scrolling section (R35, R36, R52). Positions are relative
/// to the section's content start along the scroll axis.
struct GroupTrack {
    /// The axis along which instances follow each other.
    var groupAxis: Axis
    /// The origin of instance 0.
    var firstOrigin: Point
    /// From one instance's origin to the next (R28).
    var stride: Double
    /// The content's length along the scroll axis, insets included (R36, R52).
    var contentExtent: Double
    /// The section's length across the scroll axis (R36, R38).
    var crossExtent: Double
    /// The section's own scroll view, for an orthogonally scrolling section (R52, R53).
    var scroller: OrthogonalScroller? = nil
    /// For an orthogonal section: the whole row its instances scroll in, insets included, at the
    /// section's orthogonal offset; nil for an ordinary section.
    var scrollingContent: Rect? = nil

    /// The inputs both arrangements share.
    struct Inputs {
        var scrollAxis: Axis
        var container: Size
        /// Cross-axis reference insets (R6, R34).
        var reference: DirectionalInsets
        var sectionInsets: DirectionalInsets
        var rootContainer: Size
        var groupSize: Size
        var edges: EdgeSpacing
        var groupCount: Int
        var interGroupSpacing: Double
    }

    /// The container a root group resolves against (R7, R8): less the cross-axis insets for an
    /// ordinary section; for an orthogonal one, less only the section's insets along the scroll axis.
    static func rootContainer(
        orthogonal: Bool, scrollAxis: Axis, container: Size, reference: DirectionalInsets,
        sectionInsets: DirectionalInsets
    ) -> Size {
        orthogonal
            ? sectionInsets.only(along: scrollAxis).effectiveSize(of: container)
            : (reference + sectionInsets.only(along: scrollAxis.cross)).effectiveSize(of: container)
    }

    /// Instances follow each other along the scroll axis (R27, R35, R36).
    static func stacked(_ inputs: Inputs) -> GroupTrack {
        let axis = inputs.scrollAxis
        let cross = axis.cross
        // R27: along the axis the root group's edge minimums add to its extent; across it,
        // flexible edges share the room left.
        let alongBefore = inputs.edges.before(along: axis).minimum
        let extent = alongBefore + inputs.groupSize[axis] + inputs.edges.after(along: axis).minimum
        let crossBefore = inputs.edges.before(along: cross)
        let crossAfter = inputs.edges.after(along: cross)
        var crossOffset = crossBefore.minimum
        if crossBefore.isFlexible {
            let flexibleEdges: Double = crossAfter.isFlexible ? 2 : 1
            crossOffset +=
                (inputs.rootContainer[cross] - inputs.groupSize[cross] - crossBefore.minimum - crossAfter.minimum)
                / flexibleEdges
        }
        var origin = Point.zero
        origin[axis] = inputs.sectionInsets.before(along: axis) + alongBefore
        origin[cross] = inputs.reference.before(along: cross) + inputs.sectionInsets.before(along: cross) + crossOffset
        let groups = Double(inputs.groupCount)
        let contentCross =
            inputs.reference.total(along: cross) + inputs.sectionInsets.total(along: cross) + crossOffset
            + inputs.groupSize[cross] + crossAfter.minimum
        return GroupTrack(
            groupAxis: axis, firstOrigin: origin, stride: extent + inputs.interGroupSpacing,
            contentExtent: inputs.sectionInsets.total(along: axis) + groups * extent
                + max(groups - 1, 0) * inputs.interGroupSpacing,
            crossExtent: max(inputs.container[cross], contentCross))
    }

    /// R52: instances in one line across the scroll axis, padded by the section's cross insets,
    /// moved by the section's orthogonal scroll offset (D10). The section is as long as one
    /// group instance plus its insets, and as wide as the container (R38); its scroller's
    /// content is the whole line with the insets at both ends.
    static func orthogonal(
        _ inputs: Inputs, behavior: OrthogonalScrollingBehavior, offset: Double
    ) -> GroupTrack {
        let axis = inputs.scrollAxis
        let line = axis.cross
        let lineBefore = inputs.edges.before(along: line).minimum
        let extent = lineBefore + inputs.groupSize[line] + inputs.edges.after(along: line).minimum
        let acrossBefore = inputs.edges.before(along: axis).minimum
        let acrossExtent = acrossBefore + inputs.groupSize[axis] + inputs.edges.after(along: axis).minimum
        let firstGroupStart =
            inputs.reference.before(along: line) + inputs.sectionInsets.before(along: line) + lineBefore
        var origin = Point.zero
        origin[line] = firstGroupStart - offset
        origin[axis] = inputs.sectionInsets.before(along: axis) + acrossBefore
        let contentExtent = inputs.sectionInsets.total(along: axis) + (inputs.groupCount > 0 ? acrossExtent : 0)
        let groups = Double(inputs.groupCount)
        let rowLength =
            inputs.reference.total(along: line) + inputs.sectionInsets.total(along: line) + groups * extent
            + max(groups - 1, 0) * inputs.interGroupSpacing
        let scroller = OrthogonalScroller(
            behavior: behavior, axis: line, viewportLength: inputs.container[line], contentLength: rowLength,
            firstGroupStart: firstGroupStart, groupLength: inputs.groupSize[line],
            groupStride: extent + inputs.interGroupSpacing, groupCount: inputs.groupCount)
        var row = Rect.zero
        row.origin[line] = -offset
        row.size[line] = rowLength
        row.size[axis] = contentExtent
        return GroupTrack(
            groupAxis: line, firstOrigin: origin, stride: extent + inputs.interGroupSpacing,
            contentExtent: contentExtent, crossExtent: inputs.container[line], scroller: scroller,
            scrollingContent: row)
    }
}
