import Diagnostics
import LayoutModel

/// Solves a group for its resolved size: every cell's and anchored supplementary's frame relative
/// to the group's origin.
struct GroupSolver {
    var grid: PixelGrid
    var limits: EvaluationLimits

    /// Solves `group` whose layout size resolved to `size`.
    func solve(_ group: Group, size: Size) throws(Diagnostic) -> GroupSolution {
        var notRecorded: [SolvedGroup]?
        return try solve(group, size: size, recording: &notRecorded)
    }

    /// Solves `group` as `solve` does, and lists every group in it as placed: the root, then its
    /// nested groups depth-first.
    func solvedGroups(_ group: Group, size: Size) throws(Diagnostic) -> [SolvedGroup] {
        var groups: [SolvedGroup]? = []
        _ = try solve(group, size: size, recording: &groups)
        return groups ?? []
    }

    private func solve(
        _ group: Group, size: Size, recording groups: inout [SolvedGroup]?
    ) throws(Diagnostic) -> GroupSolution {
        var solution = GroupSolution(size: size, cells: [], supplementaries: [])
        try append(group, frame: Rect(origin: .zero, size: size), root: group, to: &solution, recording: &groups)
        return solution
    }

    /// Appends one group instance occupying `frame`: its supplementaries, then its cells depth-first (R39, R46).
    /// `root` is the section's root group, which the cell limit is about; `groups`, when not nil,
    /// collects every group as placed.
    private func append(
        _ group: Group, frame: Rect, root: Group, to solution: inout GroupSolution,
        recording groups: inout [SolvedGroup]?
    ) throws(Diagnostic) {
        try appendSupplementaries(
            group.supplementaryItems, host: frame, firstCell: solution.cells.count, to: &solution)
        let size = frame.size
        let insets = group.contentInsets.resolvedAsContainerInsets(for: size, grid: grid)
        let effective = insets.effectiveSize(of: size)
        let record = groups?.count
        groups?.append(SolvedGroup(group: group, frame: frame, contentFrame: frame.inset(by: insets), children: []))
        switch group.kind {
        case .custom(let frames):
            // R20: frames resolve against the group's size, relative to its origin.
            guard !frames.isEmpty else {
                throw Diagnostic.error(EngineDiagnosticID.customGroupEmpty, "this custom group lists no frames", at: group.source)
            }
            for custom in frames {
                let cell = Rect(
                    x: frame.x + custom.x, y: frame.y + custom.y,
                    width: custom.width.resolved(in: size, grid: grid),
                    height: custom.height.resolved(in: size, grid: grid))
                solution.cells.append(CellSlot(frame: cell, zIndex: custom.zIndex))
                if let record { groups?[record].children.append(cell) }
            }
        case .stack(let axis, let arrangement):
            // R21: a group with no room along its axis is invalid, unless that length is estimated.
            if effective[axis] <= 0, !group.size[axis].isEstimated {
                throw Diagnostic.error(
                    EngineDiagnosticID.groupNoRoom,
                    "there is no room for this group: its effective \(axis == .horizontal ? "width" : "height") "
                        + "is \(effective[axis].plainText) after its content insets (R21)",
                    at: group.source)
            }
            let children = try StackPlacement(
                group: group, axis: axis, childContainer: effective, grid: grid, limits: limits
            ).place(arrangement)
            let slots = StackArrangement(
                axis: axis, interItemSpacing: group.interItemSpacing, insets: insets, effectiveSize: effective
            ).slots(for: children)
            for (child, slot) in zip(children, slots) {
                let placed = slot.offsetBy(dx: frame.x, dy: frame.y)
                if let record { groups?[record].children.append(placed) }
                switch child.subitem {
                case .item(let item):
                    let cell = cellFrame(of: item, in: placed)
                    try appendSupplementaries(
                        item.supplementaryItems, host: cell, firstCell: solution.cells.count, to: &solution)
                    solution.cells.append(CellSlot(frame: cell, zIndex: 0))
                case .group(let nested):
                    try append(nested, frame: placed, root: root, to: &solution, recording: &groups)
                }
                if solution.cells.count > limits.maxCellsPerGroup { throw limits.tooManyCells(in: root) }
            }
        }
        if solution.cells.count > limits.maxCellsPerGroup { throw limits.tooManyCells(in: root) }
    }

    private func appendSupplementaries(
        _ supplementaries: [SupplementaryItem], host: Rect, firstCell: Int, to solution: inout GroupSolution
    ) throws(Diagnostic) {
        for supplementary in supplementaries {
            let frame = AnchorGeometry.frame(of: supplementary, on: host, grid: grid)
            try SupplementarySizeCheck.requireVisible(frame.size, kind: supplementary.elementKind, at: supplementary.source)
            solution.supplementaries.append(
                SupplementarySlot(
                    kind: supplementary.elementKind, frame: frame, zIndex: supplementary.zIndex, firstCell: firstCell,
                    source: supplementary.source))
        }
    }

    /// R26, R30: the cell is the slot shrunk by the item's content insets, except on estimated axes.
    private func cellFrame(of item: Item, in slot: Rect) -> Rect {
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
