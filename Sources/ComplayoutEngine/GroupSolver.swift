import ComplayoutDiagnostics
import ComplayoutModel

/// Solves a group for its resolved size: every cell's and anchored supplementary's frame relative
/// to the group's origin.
///
/// Each group is solved bottom-up — its children's sizes first, nested groups included — then its
/// children are arranged in its own final size. In the initial pass (R56) that size is the
/// resolved layout size. When the final pass solves an instance again (`Measurements`), measured
/// cells take their measured size on estimated axes (R57), estimated groups take their content's
/// extent (R58) and `uniformAcrossSiblings` siblings grow to the largest (R62); which subitems
/// each group holds is decided by the fit test on the estimates, as in the initial pass.
struct GroupSolver {
    var grid: PixelGrid
    var limits: EvaluationLimits
    var measurements = Measurements()
    /// When true, each solution tells how it was solved (`GroupSolution.trace`), for explanations
    /// and LayoutLint.
    var recordsTrace = false

    /// Every group of `group` solved at `size` as placed in one instance — the root, then its nested
    /// groups depth-first — for checks of what groups hold (LayoutLint).
    func solvedGroups(_ group: LayoutGroup, size: Size) throws(Diagnostic) -> [SolvedGroup] {
        var recording = self
        recording.recordsTrace = true
        return try recording.solve(group, size: size).trace?.solvedGroups ?? []
    }

    /// Solves `group` whose layout size resolved to `size`. `finalSize`, when given, is the
    /// group's own frame size whatever its content (R62 on the outermost group).
    func solve(_ group: LayoutGroup, size: Size, finalSize: Size? = nil) throws(Diagnostic) -> GroupSolution {
        try solution(of: group, size: size, firstCell: 0, finalSize: finalSize)
    }

    /// One group relative to its own origin, its cells numbered from `firstCell` within the instance:
    /// its supplementaries, then its cells depth-first (R39, R46).
    private func solution(
        of group: LayoutGroup, size: Size, firstCell: Int, finalSize: Size?
    ) throws(Diagnostic) -> GroupSolution {
        let solution: GroupSolution
        switch group.kind {
        case .custom(let frames):
            solution = try customSolution(of: group, frames: frames, size: size, firstCell: firstCell, finalSize: finalSize)
        case .stack(let axis, let arrangement):
            solution = try stackSolution(
                of: group, axis: axis, arrangement: arrangement, size: size, firstCell: firstCell, finalSize: finalSize)
        }
        try limits.check(solution, of: group)
        return solution
    }

    /// R20: a custom group's frames resolve against its size, relative to its origin.
    private func customSolution(
        of group: LayoutGroup, frames: [CustomFrame], size: Size, firstCell: Int, finalSize: Size?
    ) throws(Diagnostic) -> GroupSolution {
        guard !frames.isEmpty else {
            throw Diagnostic(EngineDiagnostic.customGroupEmpty, at: group.source)
        }
        var cells: [CellSlot] = []
        var layoutSizes: [Size] = []
        for (offset, custom) in frames.enumerated() {
            let dimensions = LayoutSize(width: custom.width, height: custom.height)
            layoutSizes.append(dimensions.resolved(in: size, grid: grid))
            let cellSize = dimensions.applying(measurements.cells[firstCell + offset], to: layoutSizes[offset])
            cells.append(
                CellSlot(
                    frame: Rect(origin: Point(x: custom.x, y: custom.y), size: cellSize), zIndex: custom.zIndex,
                    estimatedAxes: EstimatedAxes(dimensions)))
        }
        // Custom frames ignore the group's insets (R20): the content ends where the farthest frame does.
        let ownSize = finalSize ?? contentSized(group, size: size) { axis in
            cells.indices.filter { measurements.exists(firstCell + $0) }.reduce(0) {
                max($0, cells[$1].frame.max(along: axis))
            }
        }
        var solution = GroupSolution(size: ownSize, cells: [], supplementaries: [])
        let supplementaries = try appendSupplementaries(
            group.supplementaryItems,
            host: Rect(origin: .zero, size: ownSize).inset(
                by: group.contentInsets.resolvedAsContainerInsets(for: size, grid: grid)),
            to: &solution)
        solution.cells = cells
        if recordsTrace {
            let children = frames.indices.map { offset in
                ChildTrace(
                    content: .frame(frames[offset]), container: size, layoutSize: layoutSizes[offset],
                    measured: measurements.cells[firstCell + offset], before: .zero, after: .zero, arrangement: nil,
                    slot: cells[offset].frame, cells: offset..<offset + 1)
            }
            solution.trace = GroupTrace(
                group: group, layoutSize: size, insets: .zero, childContainer: size, size: ownSize,
                sizedBySiblings: finalSize != nil, placement: nil, share: nil, children: children,
                supplementaries: supplementaries)
        }
        return solution
    }

    /// Why a group has no room along `axis`: its content insets, or a pixel grid so coarse that
    /// its fractional length floors to nothing (a `displayScale` below 1), or its own length.
    private func noRoomCause(_ group: LayoutGroup, axis: LayoutAxis, size: Size, effective: Size) -> NoRoomCause {
        if size[axis] > effective[axis] { return .contentInsets }
        if size[axis] == 0, group.size[axis].isFractional, grid.scale < 1 { return .coarsePixelGrid(scale: grid.scale) }
        return .ownLength
    }

    /// A horizontal or vertical group: its children chosen (R14–R18) and sized, its own final size,
    /// then its children arranged in it (R22–R25) and their cells shrunk by their insets (R30).
    private func stackSolution(
        of group: LayoutGroup, axis: LayoutAxis, arrangement: GroupArrangement, size: Size, firstCell: Int, finalSize: Size?
    ) throws(Diagnostic) -> GroupSolution {
        // G1: the container — the group's size less its content insets (R3, R5, R9, R31, R21).
        let insets = group.contentInsets.resolvedAsContainerInsets(for: size, grid: grid)
        let effective = insets.effectiveSize(of: size)
        // R21: a group with no room along its axis is invalid, unless that length is estimated.
        if effective[axis] <= 0, !group.size[axis].isEstimated {
            throw Diagnostic(
                EngineDiagnostic.groupNoRoom(
                    axis: axis, effective: effective[axis],
                    cause: noRoomCause(group, axis: axis, size: size, effective: effective)),
                at: group.source)
        }
        // G2: which children, and their slots' layout sizes (R14–R18).
        let placement = try StackPlacement(
            group: group, axis: axis, childContainer: effective, grid: grid, limits: limits,
            recordsTrace: recordsTrace
        ).place(arrangement)
        var children = placement.children
        let layoutSizes = recordsTrace ? children.map(\.size) : []
        // G6 (in an instance solved again): measured children, content-sized groups, uniform siblings.
        let (nested, firstCells) = try sizeChildren(&children, of: group, firstCell: firstCell)
        let ownSize = finalSize ?? contentSized(group, size: size) { contentAxis in
            let present = children.indices.filter { measurements.exists(firstCells[$0]) }.map { children[$0] }
            return insets.total(along: contentAxis)
                + contentLength(of: present, along: contentAxis, groupAxis: axis, spacing: group.interItemSpacing)
        }
        // No slot may have a negative length: spacing or insets larger than the group (R9, R16–R18).
        try NegativeSizeCheck.requireSlots(
            children, of: group, axis: axis, effective: insets.effectiveSize(of: ownSize), arrangement: arrangement)
        let arrangement = StackArrangement(
            axis: axis, interItemSpacing: group.interItemSpacing, insets: insets,
            effectiveSize: insets.effectiveSize(of: ownSize))
        // G3, G4: the children arranged along and across the axis (R22–R25).
        let slots = arrangement.slots(for: children)
        var solution = GroupSolution(size: ownSize, cells: [], supplementaries: [])
        // F2: a group's supplementaries anchor to its frame less its content insets, as its items do.
        let supplementaries = try appendSupplementaries(
            group.supplementaryItems, host: Rect(origin: .zero, size: ownSize).inset(by: insets), to: &solution)
        var traces: [ChildTrace] = []
        for index in children.indices {
            let slot = slots[index].rect
            let content: ChildTrace.Content
            if let inner = nested[index] {
                append(inner, at: slot.origin, to: &solution)
                try limits.check(solution, of: group)
                guard recordsTrace, let trace = inner.trace else { continue }
                content = .group(trace)
            } else if case .item(let item) = children[index].subitem {
                // G5: an item's cell is its slot less its content insets (R26, R30).
                let cell = cellFrame(of: item, in: slot)
                try NegativeSizeCheck.requireCell(cell, of: item, slot: slot)
                let anchored = try appendSupplementaries(item.supplementaryItems, host: cell, to: &solution)
                solution.cells.append(CellSlot(frame: cell, zIndex: 0, estimatedAxes: EstimatedAxes(item.size)))
                try limits.check(solution, of: group)
                guard recordsTrace else { continue }
                content = .item(item, cell: cell, supplementaries: anchored)
            } else {
                continue
            }
            let cells = firstCells[index] - firstCell
            traces.append(
                ChildTrace(
                    content: content, container: children[index].container, layoutSize: layoutSizes[index],
                    measured: nested[index] == nil ? measurements.cells[firstCells[index]] : nil,
                    before: children[index].before, after: children[index].after,
                    arrangement: ChildTrace.Arrangement(
                        before: slots[index].before, after: slots[index].after, across: slots[index].across),
                    slot: slot, cells: cells..<cells + (nested[index]?.cells.count ?? 1)))
        }
        if recordsTrace {
            solution.trace = GroupTrace(
                group: group, layoutSize: size, insets: insets, childContainer: effective, size: ownSize,
                sizedBySiblings: finalSize != nil, placement: placement.trace, share: arrangement.share(for: children),
                children: traces, supplementaries: supplementaries)
        }
        return solution
    }

    /// The children's final slot sizes: measured items (R57), nested groups solved (their content's
    /// extent where estimated, R58), then uniform siblings grown to the largest (R62). Returns the
    /// nested groups' solutions (nil for items) and each child's first cell in the instance.
    private func sizeChildren(
        _ children: inout [PlacedChild], of group: LayoutGroup, firstCell: Int
    ) throws(Diagnostic) -> (nested: [GroupSolution?], firstCells: [Int]) {
        // Each child's layout size and first cell, to solve a nested group again at a new size.
        let layoutSizes = children.map(\.size)
        var firstCells: [Int] = []
        var nested: [GroupSolution?] = []
        nested.reserveCapacity(children.count)
        firstCells.reserveCapacity(children.count)
        var cell = firstCell
        for index in children.indices {
            firstCells.append(cell)
            switch children[index].subitem {
            case .item(let item):
                children[index].size = item.size.applying(measurements.cells[cell], to: children[index].size)
                nested.append(nil)
                cell += 1
            case .group(let inner):
                let solved = try solution(of: inner, size: children[index].size, firstCell: cell, finalSize: nil)
                children[index].size = solved.size
                nested.append(solved)
                cell += solved.cells.count
            }
            if cell - firstCell > limits.maxCellsPerGroup { throw limits.tooManyCells(in: group) }
        }
        guard measurements.resolvesInstance else { return (nested, firstCells) }
        // R62: the siblings with a uniform dimension on an axis grow to the largest of them.
        for axis in LayoutAxis.allCases {
            let uniform = children.indices.filter { children[$0].subitem.size[axis].isUniformAcrossSiblings }
            let existing = uniform.filter { measurements.exists(firstCells[$0]) }
            guard let largest = existing.map({ children[$0].size[axis] }).max() else { continue }
            for index in uniform where children[index].size[axis] < largest {
                children[index].size[axis] = largest
                if case .group(let inner) = children[index].subitem {
                    nested[index] = try solution(
                        of: inner, size: layoutSizes[index], firstCell: firstCells[index],
                        finalSize: children[index].size)
                }
            }
        }
        return (nested, firstCells)
    }

    /// R58: in an instance solved again, each estimated axis of the group takes its content's
    /// `extent`; other axes, and every axis in the initial pass, keep `size` (R19, R56).
    private func contentSized(_ group: LayoutGroup, size: Size, extent: (LayoutAxis) -> Double) -> Size {
        guard measurements.resolvesInstance else { return size }
        var sized = size
        for axis in LayoutAxis.allCases where group.size[axis].isEstimated {
            sized[axis] = extent(axis)
        }
        return sized
    }

    /// R58: the children's extent on `axis` — along the group's axis their lengths, edge minimums
    /// and the spacing between them; across it the largest child with its edges.
    private func contentLength(of children: [PlacedChild], along axis: LayoutAxis, groupAxis: LayoutAxis, spacing: Spacing) -> Double {
        if axis == groupAxis {
            let lengths = children.reduce(0) { $0 + $1.size[axis] + $1.before.minimum + $1.after.minimum }
            return lengths + spacing.minimum * Double(max(children.count - 1, 0))
        }
        return children.reduce(0) { longest, child in
            let edges = child.subitem.edgeSpacing ?? EdgeSpacing()
            return max(longest, child.size[axis] + edges.before(along: axis).minimum + edges.after(along: axis).minimum)
        }
    }

    /// Appends a nested group's solution placed at `origin` within this one.
    private func append(_ inner: GroupSolution, at origin: Point, to solution: inout GroupSolution) {
        let firstCell = solution.cells.count
        for var supplementary in inner.supplementaries {
            supplementary.frame = supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)
            supplementary.firstCell += firstCell
            solution.supplementaries.append(supplementary)
        }
        for var cell in inner.cells {
            cell.frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
            solution.cells.append(cell)
        }
    }

    /// Appends the supplementaries anchored to `host` (R48, R49; for a group its frame less its
    /// content insets, F2) and returns how each was placed.
    private func appendSupplementaries(
        _ supplementaries: [SupplementaryItem], host: Rect, to solution: inout GroupSolution
    ) throws(Diagnostic) -> [AnchoredPlacement] {
        var placements: [AnchoredPlacement] = []
        for supplementary in supplementaries {
            let placement = AnchorGeometry.placement(
                of: supplementary, on: host, measured: measurements.supplementaries[supplementary.elementKind],
                grid: grid)
            let frame = placement.frame
            try SupplementarySizeCheck.requireVisible(frame.size, kind: supplementary.elementKind, at: supplementary.source)
            solution.supplementaries.append(
                SupplementarySlot(
                    kind: supplementary.elementKind, frame: frame, zIndex: supplementary.zIndex,
                    firstCell: solution.cells.count, source: supplementary.source))
            if recordsTrace { placements.append(placement) }
        }
        return placements
    }

    /// R26, R30: the cell is the slot shrunk by the item's content insets, except on estimated axes.
    private func cellFrame(of item: LayoutItem, in slot: Rect) -> Rect {
        var insets = item.contentInsets
        if item.size.width.isEstimated {
            insets.leading = 0
            insets.trailing = 0
        }
        if item.size.height.isEstimated {
            insets.top = 0
            insets.bottom = 0
        }
        return slot.inset(by: insets)
    }
}
