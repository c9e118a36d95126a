import Diagnostics
import LayoutModel

/// Lays out one ordinary (non-orthogonal) section whose content is a root group.
struct SectionBuilder {
    var layout: Layout
    var environment: Environment
    var grid: PixelGrid
    var limits: EvaluationLimits

    /// The section at data index `index` with `itemCount` items, starting at `start` along the scroll axis.
    func build(
        _ section: Section, group: Group, index: Int, itemCount: Int, start: Double
    ) throws(Diagnostic) -> SectionLayout {
        let axis = layout.scrollDirection
        let cross = axis.cross
        let container = environment.container

        // STEP 1 (R6, R34): the reference insets count on the cross axis only.
        let reference = environment.insets(
            for: section.contentInsetsReference ?? layout.contentInsetsReference,
            layoutDefault: layout.contentInsetsReference
        ).only(along: cross)
        let sectionInsets = section.contentInsets.resolvedAsContainerInsets(for: container, grid: grid)

        // STEP 2 (R7): the root group resolves against the container less the cross-axis insets;
        // the section's along-axis insets do not shrink it.
        let rootContainer = (reference + sectionInsets.only(along: cross)).effectiveSize(of: container)
        let groupSize = group.size.resolved(in: rootContainer, grid: grid)
        let solution = try GroupSolver(grid: grid, limits: limits).solve(group, size: groupSize)

        // STEP 3 (R27): the root group's own edge spacing. Along the axis only the minimums count
        // and they add to the group's extent; across it, flexible edges share the room left.
        let edges = group.edgeSpacing ?? EdgeSpacing()
        let alongBefore = edges.before(along: axis).minimum
        let groupExtent = alongBefore + groupSize[axis] + edges.after(along: axis).minimum
        let crossBefore = edges.before(along: cross)
        let crossAfter = edges.after(along: cross)
        var crossOffset = crossBefore.minimum
        if crossBefore.isFlexible {
            let flexibleEdges: Double = crossAfter.isFlexible ? 2 : 1
            crossOffset +=
                (rootContainer[cross] - groupSize[cross] - crossBefore.minimum - crossAfter.minimum) / flexibleEdges
        }

        // STEP 4 (R36): the content's extent along the axis — insets, group instances and the
        // spacing between them — and across it.
        let groupCount = itemCount == 0 ? 0 : (itemCount - 1) / solution.capacity + 1
        let groups = Double(groupCount)
        let contentExtent =
            sectionInsets.total(along: axis) + groups * groupExtent
            + max(groups - 1, 0) * section.interGroupSpacing
        let contentCross =
            reference.total(along: cross) + sectionInsets.total(along: cross) + crossOffset + groupSize[cross]
            + crossAfter.minimum
        let crossExtent = max(container[cross], contentCross)

        // STEP 5 (R40–R44): boundary items around the content; extending ones grow the section,
        // which then starts where the first of them does.
        let boundary = try boundaryPlacement(section, contentExtent: contentExtent).place(
            section.boundarySupplementaryItems, indexPath: { _ in [index, 0] })
        let shift = start - boundary.spanStart

        // STEP 6 (R35): group instances follow each other from the leading inset.
        var firstGroupOrigin = Point.zero
        firstGroupOrigin[axis] = shift + sectionInsets.before(along: axis) + alongBefore
        firstGroupOrigin[cross] = reference.before(along: cross) + sectionInsets.before(along: cross) + crossOffset

        var frame = Rect.zero
        frame.origin[axis] = start
        frame.size[axis] = boundary.spanEnd - boundary.spanStart
        frame.size[cross] = crossExtent

        // STEP 7 (R50, R51, D9): backgrounds cover the whole section frame, less their own insets.
        let decorations = section.decorationItems.enumerated().map { offset, decoration in
            LayoutAttributes(
                key: ElementKey(category: .decoration, kind: decoration.elementKind, indexPath: [index, offset]),
                frame: frame.inset(by: decoration.contentInsets), zIndex: decoration.zIndex)
        }

        return SectionLayout(
            index: index, itemCount: itemCount, frame: frame, axis: axis, solution: solution,
            firstGroupOrigin: firstGroupOrigin, groupStride: groupExtent + section.interGroupSpacing,
            boundaryItems: boundary.items.map {
                var item = $0
                item.attributes.frame = item.attributes.frame.offset(by: shift, along: axis)
                return item
            },
            decorations: decorations)
    }

    /// R33, R34, R41: the rectangle a section's boundary items anchor to — along the axis the content
    /// with its insets, across it the container less the supplementary reference insets and, when
    /// the supplementaries follow the content insets, the section's cross-axis insets.
    private func boundaryPlacement(_ section: Section, contentExtent: Double) -> BoundaryPlacement {
        let axis = layout.scrollDirection
        let cross = axis.cross
        var insets = environment.insets(
            for: section.supplementaryContentInsetsReference, layoutDefault: layout.contentInsetsReference
        ).only(along: cross)
        if section.supplementariesFollowContentInsets {
            insets = insets
                + section.contentInsets.resolvedAsContainerInsets(for: environment.container, grid: grid)
                .only(along: cross)
        }
        var rect = Rect.zero
        rect.size[axis] = contentExtent
        rect.origin[cross] = insets.before(along: cross)
        rect.size[cross] = environment.container[cross] - insets.total(along: cross)
        return BoundaryPlacement(axis: axis, rect: rect, containerLength: environment.container[axis], grid: grid)
    }
}
