import Diagnostics
import LayoutModel

/// Solves a group for its resolved size: every cell's frame relative to the group's origin.
struct GroupSolver {
    var grid: PixelGrid
    var limits: EvaluationLimits

    /// Solves `group` whose layout size resolved to `size`.
    func solve(_ group: Group, size: Size) throws(Diagnostic) -> GroupSolution {
        var cells: [CellSlot] = []
        try appendCells(of: group, size: size, at: .zero, to: &cells)
        return GroupSolution(size: size, cells: cells)
    }

    /// Appends the cells of one group instance placed at `origin`, depth-first (R39).
    private func appendCells(
        of group: Group, size: Size, at origin: Point, to cells: inout [CellSlot]
    ) throws(Diagnostic) {
        let insets = group.contentInsets.resolvedAsContainerInsets(for: size, grid: grid)
        let effective = insets.effectiveSize(of: size)
        switch group.kind {
        case .custom(let frames):
            try appendCustomCells(of: group, frames: frames, size: size, at: origin, to: &cells)
        case .stack(let axis, let arrangement):
            // R21: a group with no room along its axis is invalid, unless that length is estimated.
            if effective[axis] <= 0, !group.size[axis].isEstimated {
                throw Diagnostic.error(
                    "group-no-room",
                    "there is no room for this group: its effective \(axis == .horizontal ? "width" : "height") "
                        + "is \(format(effective[axis])) after its content insets (R21)",
                    at: group.source)
            }
            let placement = StackPlacement(
                group: group, axis: axis, childContainer: effective, grid: grid, limits: limits)
            let children = try placement.place(arrangement)
            let arrangement = StackArrangement(
                axis: axis, interItemSpacing: group.interItemSpacing, insets: insets, effectiveSize: effective)
            let slots = arrangement.slots(for: children)
            for (child, slot) in zip(children, slots) {
                let placedSlot = slot.offsetBy(dx: origin.x, dy: origin.y)
                switch child.subitem {
                case .item(let item):
                    cells.append(CellSlot(frame: cellFrame(of: item, in: placedSlot), zIndex: 0))
                case .group(let nested):
                    try appendCells(of: nested, size: child.size, at: placedSlot.origin, to: &cells)
                }
                if cells.count > limits.maxCellsPerGroup { throw limits.tooManyCells(in: group) }
            }
        }
    }

    /// R20: a custom group's items at the frames it lists, resolved against the group's size.
    private func appendCustomCells(
        of group: Group, frames: [CustomFrame], size: Size, at origin: Point, to cells: inout [CellSlot]
    ) throws(Diagnostic) {
        guard !frames.isEmpty else {
            throw Diagnostic.error("custom-group-empty", "this custom group lists no frames", at: group.source)
        }
        for frame in frames {
            let rect = Rect(
                x: origin.x + frame.x, y: origin.y + frame.y,
                width: frame.width.resolved(in: size, grid: grid),
                height: frame.height.resolved(in: size, grid: grid))
            cells.append(CellSlot(frame: rect, zIndex: frame.zIndex))
        }
        if cells.count > limits.maxCellsPerGroup { throw limits.tooManyCells(in: group) }
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
