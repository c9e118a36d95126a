import ComplayoutModel

/// Where a section's group instances go: one after another along the scroll axis, or in one
/// line across it for an orthogonally scrolling section (R35, R36, R52). Positions are relative
/// to the section's content start along the scroll axis.
package struct GroupTrack {
    /// The axis along which instances follow each other.
    package var groupAxis: LayoutAxis
    /// The origin of instance 0.
    package var firstOrigin: Point
    /// From one instance's origin to the next (R28).
    package var stride: Double
    /// The content's length along the scroll axis, insets included, and its parts (R36, R52).
    package var content: ContentExtent
    /// The content's length along the scroll axis, insets included (R36, R52).
    package var contentExtent: Double { content.total }
    /// The section's length across the scroll axis (R36, R38).
    package var crossExtent: Double
    /// The section's own scroll view, for an orthogonally scrolling section (R52, R53).
    var scroller: OrthogonalScroller? = nil
    /// For an orthogonal section: the whole row its instances scroll in, insets included, at the
    /// section's orthogonal offset; nil for an ordinary section.
    var scrollingContent: Rect? = nil
    /// For an ordinary section: the periodic instance's offset across the scroll axis from its
    /// edge spacing (R27).
    package var rootOffset: EdgeOffset? = nil
    /// For an orthogonal section: how far its line is scrolled, the given offset or where its
    /// scroller first rests (D10, F7).
    package var lineOffset: Double? = nil
    /// Where the instances the final pass solved again go, relative to periodic ones, in the order
    /// of `Inputs.resolved`.
    package var resolvedShifts: ResolvedShifts

    /// The inputs both arrangements share.
    struct Inputs {
        var scrollAxis: LayoutAxis
        var container: Size
        /// Cross-axis reference insets (R6, R34).
        var reference: DirectionalInsets
        var sectionInsets: DirectionalInsets
        var rootContainer: Size
        /// The size of a periodic instance of the root group.
        var groupSize: Size
        var edges: EdgeSpacing
        var groupCount: Int
        var interGroupSpacing: Double
        /// The instances the final pass solved again, in instance order (R57, R58).
        var resolved = InstanceSolutions()
        /// What a section without items takes along the scroll axis (F3).
        var emptyExtent = EmptySectionRule.Extent.none

        /// False when every instance was solved again, so none has `groupSize`.
        var hasPeriodicInstances: Bool { groupCount == 0 || resolved.count < groupCount }
    }

    /// The container a root group resolves against (R7, R8): less the cross-axis insets for an
    /// ordinary section; for an orthogonal one, less only the section's insets along the scroll axis.
    static func rootContainer(
        orthogonal: Bool, scrollAxis: LayoutAxis, container: Size, reference: DirectionalInsets,
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
        func crossPlacement(_ size: Size) -> EdgeOffset {
            EdgeOffset(before: crossBefore, after: crossAfter, room: inputs.rootContainer[cross], length: size[cross])
        }
        func crossOffset(_ size: Size) -> Double { crossPlacement(size).offset }
        func contentCross(_ size: Size) -> Double {
            inputs.reference.total(along: cross) + inputs.sectionInsets.total(along: cross) + crossOffset(size)
                + size[cross] + crossAfter.minimum
        }
        let baseOffset = crossOffset(inputs.groupSize)
        var origin = Point.zero
        origin[axis] = inputs.sectionInsets.before(along: axis) + alongBefore
        origin[cross] = inputs.reference.before(along: cross) + inputs.sectionInsets.before(along: cross) + baseOffset
        var widest = inputs.hasPeriodicInstances ? contentCross(inputs.groupSize) : 0
        var shifts = ResolvedShifts(for: inputs.resolved, along: axis, periodicExtent: inputs.groupSize[axis])
        // An instance as wide as the periodic one across the axis (a row grown only along it) is
        // placed across as the periodic one: the same sums, made once.
        let periodicCross = (content: contentCross(inputs.groupSize), shift: baseOffset - baseOffset)
        for position in 0..<inputs.resolved.count {
            let size = inputs.resolved.size(position)
            let across =
                size[cross] == inputs.groupSize[cross]
                ? periodicCross : (content: contentCross(size), shift: crossOffset(size) - baseOffset)
            widest = max(widest, across.content)
            shifts.append(extentDelta: size[axis] - inputs.groupSize[axis], crossShift: across.shift)
        }
        // F3: an empty section takes no extent, not even its insets (a flow section keeps them).
        let content: ContentExtent.Content =
            inputs.groupCount > 0
            ? .instances(
                count: inputs.groupCount, extent: extent, spacing: inputs.interGroupSpacing, growth: shifts.total)
            : inputs.emptyExtent == .none ? .nothing : .insetsOnly
        return GroupTrack(
            groupAxis: axis, firstOrigin: origin, stride: extent + inputs.interGroupSpacing,
            content: ContentExtent(insets: inputs.sectionInsets, along: axis, content: content),
            crossExtent: max(inputs.container[cross], widest), rootOffset: crossPlacement(inputs.groupSize),
            resolvedShifts: shifts)
    }

    /// R52: instances in one line across the scroll axis, padded by the section's cross insets,
    /// moved by the section's orthogonal scroll offset (D10): `offset` when given, else where the
    /// scroller first rests (F7). The section is as long as its longest group instance plus its
    /// insets, and as wide as the container (R38); its scroller's content is the whole line with
    /// the insets at both ends. Instances solved again in the final pass move their successors in
    /// the line (R60, docs/evaluation.md).
    static func orthogonal(
        _ inputs: Inputs, behavior: OrthogonalScrollingBehavior, offset: Double?, grid: PixelGrid
    ) -> GroupTrack {
        let axis = inputs.scrollAxis
        let line = axis.cross
        let lineBefore = inputs.edges.before(along: line).minimum
        let extent = lineBefore + inputs.groupSize[line] + inputs.edges.after(along: line).minimum
        let acrossBefore = inputs.edges.before(along: axis).minimum
        func acrossExtent(_ size: Size) -> Double {
            acrossBefore + size[axis] + inputs.edges.after(along: axis).minimum
        }
        let firstGroupStart =
            inputs.reference.before(along: line) + inputs.sectionInsets.before(along: line) + lineBefore
        var longest = inputs.hasPeriodicInstances ? acrossExtent(inputs.groupSize) : 0
        var shifts = ResolvedShifts(for: inputs.resolved, along: line, periodicExtent: inputs.groupSize[line])
        for position in 0..<inputs.resolved.count {
            let size = inputs.resolved.size(position)
            longest = max(longest, acrossExtent(size))
            shifts.append(extentDelta: size[line] - inputs.groupSize[line], crossShift: 0)
        }
        // F3: an empty section takes no extent, or before iOS 17 one row with its insets.
        let content: ContentExtent.Content
        switch (inputs.groupCount > 0, inputs.emptyExtent) {
        case (true, _), (false, .oneRow): content = .longest(longest)
        case (false, .insets): content = .insetsOnly
        case (false, .none): content = .nothing
        }
        let contentExtent = ContentExtent(insets: inputs.sectionInsets, along: axis, content: content)
        let groups = Double(inputs.groupCount)
        let rowLength =
            inputs.reference.total(along: line) + inputs.sectionInsets.total(along: line) + groups * extent
            + max(groups - 1, 0) * inputs.interGroupSpacing + shifts.total
        // Scroll targets assume periodic instances (docs/scrolling.md); measured instances only lengthen the row.
        let scroller = OrthogonalScroller(
            behavior: behavior, axis: line, viewportLength: inputs.container[line], contentLength: rowLength,
            firstGroupStart: firstGroupStart, groupLength: inputs.groupSize[line],
            groupStride: extent + inputs.interGroupSpacing, groupCount: inputs.groupCount)
        let offset = offset ?? scroller.initialOffset(grid: grid)
        var origin = Point.zero
        origin[line] = firstGroupStart - offset
        origin[axis] = inputs.sectionInsets.before(along: axis) + acrossBefore
        var row = Rect.zero
        row.origin[line] = -offset
        row.size[line] = rowLength
        row.size[axis] = contentExtent.total
        return GroupTrack(
            groupAxis: line, firstOrigin: origin, stride: extent + inputs.interGroupSpacing,
            content: contentExtent, crossExtent: inputs.container[line], scroller: scroller,
            scrollingContent: row, lineOffset: offset, resolvedShifts: shifts)
    }
}
