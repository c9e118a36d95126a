import ComplayoutDiagnostics
import ComplayoutModel

/// Lays out one section whose content is a root group.
struct SectionBuilder {
    var layout: CompositionalLayout
    var environment: LayoutEnvironment
    var grid: PixelGrid
    var limits: EvaluationLimits
    /// The elements the sections before this one store, which a section's instances solved
    /// again count on top of (`EvaluationLimits.maxStoredElements`).
    var storedElementsBefore = 0

    /// The section at data index `index`, laid out as `resolved` says, with the items and
    /// measured sizes of `data`, starting at `start` along the scroll axis, in `pass`; with the
    /// values it was laid out from.
    func buildRecord(
        _ resolved: ResolvedSection, index: Int, data: SectionData, start: Double, pass: EvaluationPass
    ) throws(Diagnostic) -> SectionRecord {
        let section = resolved.section
        let group = resolved.group
        let axis = layout.scrollDirection
        let cross = axis.cross
        let container = environment.container
        let itemCount = data.itemCount
        // The initial pass uses every estimate as it is (R56); the final one, what was measured (R57).
        let measured = pass == .final ? data : SectionData(itemCount: itemCount)

        // STEP 1 (R6, R34): the reference insets count on the cross axis only.
        let applied = environment.applied(
            section.contentInsetsReference ?? layout.contentInsetsReference,
            layoutDefault: layout.contentInsetsReference, across: cross)
        let reference = applied.insets
        let sectionInsets = resolved.contentInsets(in: container, grid: grid)

        // STEP 2 (R7, R8): the root group resolves against the container less the cross-axis insets;
        // the section's along-axis insets do not shrink it. Orthogonal sections swap the axes.
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let rootContainer = GroupTrack.rootContainer(
            orthogonal: orthogonal, scrollAxis: axis, container: container, reference: reference,
            sectionInsets: sectionInsets)
        let groupSize = group.size.resolved(in: rootContainer, grid: grid)
        var solver = GroupSolver(grid: grid, limits: limits)
        solver.measurements.supplementaries = measured.supplementarySizes
        let initial = try solver.solve(group, size: groupSize)

        // STEP 2b (R57, R58, R62): the instances holding cells that measured another size are solved again.
        let selfSizing = SelfSizingPass(
            solver: solver, group: group, groupSize: groupSize, itemCount: itemCount, limits: limits,
            storedBefore: storedElementsBefore + initial.elementCount, instanceAxis: orthogonal ? cross : axis)
        let selfSized = try selfSizing.run(periodic: initial, measured: measured)
        let solution = selfSized.periodic
        // Elements are numbered and counted by 64-bit integers: item i's supplementaries are
        // numbered up to about i times the supplementaries of one instance, and the section's
        // elements are its items and their supplementaries, which must not overflow.
        guard !itemCount.multipliedReportingOverflow(by: 1 + solution.supplementaries.count).overflow else {
            throw Diagnostic(
                EngineDiagnostic.elementCountOverflow(
                    section: index, items: itemCount, supplementaries: solution.supplementaries.count),
                at: data.source ?? group.source)
        }

        // STEP 3 (R27, R35, R36, R52): where the group instances go, and the content's extent.
        let inputs = GroupTrack.Inputs(
            scrollAxis: axis, container: container, reference: reference, sectionInsets: sectionInsets,
            rootContainer: rootContainer, groupSize: solution.size, edges: group.edgeSpacing ?? EdgeSpacing(),
            groupCount: PeriodicItems(capacity: solution.capacity, itemCount: itemCount).groupCount,
            interGroupSpacing: section.interGroupSpacing, resolved: selfSized.solutions,
            emptyExtent: EmptySectionRule(iOSVersion: environment.iOSVersion).extent(
                orthogonal: orthogonal, keepsInsets: resolved.keepsInsetsWhenEmpty))
        let track =
            orthogonal
            ? GroupTrack.orthogonal(
                inputs, behavior: section.orthogonalScrollingBehavior,
                offset: environment.orthogonalOffsets[index]?[cross], grid: grid)
            : GroupTrack.stacked(inputs)
        let contentExtent = track.contentExtent

        // STEP 4 (R40–R44, R59): boundary items around the content, measured ones at their measured
        // size; extending ones grow the section, which then starts where the first of them does.
        let supplementaryReference = environment.applied(
            section.supplementaryContentInsetsReference, layoutDefault: layout.contentInsetsReference, across: cross)
        var placement = boundaryPlacement(
            section, reference: supplementaryReference.insets, insets: sectionInsets, contentExtent: contentExtent)
        placement.measured = measured.supplementarySizes
        let boundary = try placement.place(section.boundarySupplementaryItems, path: { _ in ElementIndexPath(section: index, index: 0) })
        let shift = start - boundary.spanStart

        // STEP 5: the section's frame, and its first group instance moved with it.
        var firstGroupOrigin = track.firstOrigin
        firstGroupOrigin[axis] += shift
        let scrollingContent = track.scrollingContent?.offset(by: shift, along: axis)
        var frame = Rect.zero
        frame.origin[axis] = start
        frame.size[axis] = boundary.spanEnd - boundary.spanStart
        frame.size[cross] = track.crossExtent

        // STEP 6 (R50, R51, D9): backgrounds cover the whole section frame, less their own insets;
        // a section that takes no extent has none (F3).
        let hasBackground = itemCount > 0 || inputs.emptyExtent != .none
        let decorations = (hasBackground ? section.decorationItems : []).enumerated().map { offset, decoration in
            LayoutAttributes(
                key: ElementKey(category: .decoration, kind: decoration.elementKind,
                    path: ElementIndexPath(section: index, index: offset)),
                frame: frame.inset(by: decoration.contentInsets), zIndex: decoration.zIndex)
        }

        let built = SectionLayout(
            index: index, itemCount: itemCount, frame: frame, axis: axis, groupAxis: track.groupAxis,
            solution: solution,
            selfSized: SelfSizedInstances(
                instances: selfSized.indices, solutions: selfSized.solutions, shifts: track.resolvedShifts),
            firstGroupOrigin: firstGroupOrigin, groupStride: track.stride, scrollingContent: scrollingContent,
            boundaryItems: boundary.items.map { $0.moved(by: shift, along: axis) },
            decorations: decorations, orthogonalScroller: track.scroller, resolved: resolved, source: section.source,
            grid: grid)
        return SectionRecord(
            layout: built, reference: applied, sectionInsets: sectionInsets,
            rootContainer: rootContainer, groupSize: groupSize, periodicSize: solution.size, track: track,
            supplementaryReference: supplementaryReference, boundaryRect: placement.rect, boundary: boundary,
            start: start, selfSizing: selfSizing, selfSized: selfSized)
    }

    /// R33, R34, R41: the rectangle a section's boundary items anchor to — along the axis the content
    /// with its insets, across it the container less the supplementary `reference` insets and, when
    /// the supplementaries follow the content insets, the section's cross-axis insets.
    private func boundaryPlacement(
        _ section: LayoutSection, reference: DirectionalInsets, insets sectionInsets: DirectionalInsets,
        contentExtent: Double
    ) -> BoundaryPlacement {
        let axis = layout.scrollDirection
        let cross = axis.cross
        var insets = reference
        if section.supplementariesFollowContentInsets {
            insets = insets + sectionInsets.only(along: cross)
        }
        var rect = Rect.zero
        rect.size[axis] = contentExtent
        rect.origin[cross] = insets.before(along: cross)
        rect.size[cross] = environment.container[cross] - insets.total(along: cross)
        return BoundaryPlacement(axis: axis, rect: rect, containerLength: environment.container[axis], grid: grid)
    }
}
