import Diagnostics
import LayoutModel

/// Solves a group for its resolved size: every cell's and anchored supplementary's frame relative
/// to the group's origin.
struct GroupSolver {
    var grid: PixelGrid
    var limits: EvaluationLimits

    /// Solves `group` whose layout size resolved to `size`.
    func solve(_ group: Group, size: Size) throws(Diagnostic) -> GroupSolution {
        var solution = GroupSolution(size: size, cells: [], supplementaries: [])
        try append(group, frame: Rect(origin: .zero, size: size), to: &solution, root: group)
        return solution
    }

    /// Appends one group instance occupying `frame`: its supplementaries, then its cells depth-first (R39, R46).
    /// `root` is the group whose solution this is: past the cell limit, it is the one refused.
    private func append(
        _ group: Group, frame: Rect, to solution: inout GroupSolution, root: Group
    ) throws(Diagnostic) {
        try appendSupplementaries(
            group.supplementaryItems, host: frame, firstCell: solution.cells.count, to: &solution)
        let size = frame.size
        let insets = group.contentInsets.resolvedAsContainerInsets(for: size, grid: grid)
        let effective = insets.effectiveSize(of: size)
        switch group.kind {
        case .custom(let frames):
            // R20: frames resolve against the group's size, relative to its origin.
            guard !frames.isEmpty else {
                throw Diagnostic.error("custom-group-empty", "this custom group lists no frames", at: group.source)
            }
            for custom in frames {
                let cell = Rect(
                    x: frame.x + custom.x, y: frame.y + custom.y,
                    width: custom.width.resolved(in: size, grid: grid),
                    height: custom.height.resolved(in: size, grid: grid))
                solution.cells.append(CellSlot(frame: cell, zIndex: custom.zIndex))
            }
        case .stack(let axis, let arrangement):
            // R21: a group with no room along its axis is invalid, unless that length is estimated.
            if effective[axis] <= 0, !group.size[axis].isEstimated {
                throw Diagnostic.error(
                    "group-no-room",
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
                switch child.subitem {
                case .item(let item):
                    let cell = cellFrame(of: item, in: placed)
                    try appendSupplementaries(
                        item.supplementaryItems, host: cell, firstCell: solution.cells.count, to: &solution)
                    solution.cells.append(CellSlot(frame: cell, zIndex: 0))
                case .group(let nested):
                    try append(nested, frame: placed, to: &solution, root: root)
                }
                try limits.check(solution, of: root)
            }
        }
        try limits.check(solution, of: root)
    }

    private func appendSupplementaries(
        _ supplementaries: [SupplementaryItem], host: Rect, firstCell: Int, to solution: inout GroupSolution
    ) throws(Diagnostic) {
        for supplementary in supplementaries {
            let frame = AnchorGeometry.frame(of: supplementary, on: host, grid: grid)
            try SupplementarySizeCheck.requireVisible(frame.size, kind: supplementary.elementKind, at: supplementary.source)
            solution.supplementaries.append(
                SupplementarySlot(
                    kind: supplementary.elementKind, frame: frame, zIndex: supplementary.zIndex, firstCell: firstCell))
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
