import ComplayoutModel

/// Where each cell and each anchored supplementary of a section's group instances can be,
/// relative to an instance's origin before its shift across the group axis: per slot, the union
/// of that slot's frames in the periodic solution and in every instance solved again (moved by
/// its cross shift). Rectangle queries visit, slot by slot, only the instances whose slot can
/// reach the rectangle, so that their cost follows the elements found.
///
/// A frame whose final size is empty in either axis is left out: the final size is the unrounded
/// size rounded on its own (STEP 11), and an element of no final area overlaps no rectangle
/// (`Rect.intersects`). So 10^9 rows a fraction of a pixel tall cost a query nothing.
struct SlotReach: Sendable {
    /// Per cell slot; nil when the slot never has a final area.
    let cells: [Rect?]
    /// Per anchored supplementary slot; nil when the slot never has a final area.
    let supplementaries: [Rect?]
    /// The union of all of them; nil when no element of an instance has a final area.
    let union: Rect?

    init(solution: GroupSolution, selfSized: SelfSizedInstances, groupAxis: LayoutAxis, grid: PixelGrid) {
        func visible(_ frame: Rect) -> Bool { grid.round(frame.width) > 0 && grid.round(frame.height) > 0 }
        func include(_ frame: Rect, crossShift: Double, into reach: inout Rect?) {
            guard visible(frame) else { return }
            var frame = frame
            frame.origin[groupAxis.cross] += crossShift
            reach = reach?.union(frame) ?? frame
        }
        var cells = [Rect?](repeating: nil, count: solution.cells.count)
        var supplementaries = [Rect?](repeating: nil, count: solution.supplementaries.count)
        for (slot, cell) in solution.cells.enumerated() { include(cell.frame, crossShift: 0, into: &cells[slot]) }
        for (slot, supplementary) in solution.supplementaries.enumerated() {
            include(supplementary.frame, crossShift: 0, into: &supplementaries[slot])
        }
        if let rows = selfSized.rows {
            // Rows differ from the periodic solution only in their cells' lengths along one axis:
            // a slot's frames share their origin, so their union is the longest visible one (a
            // length's rounding never falls as it grows, so the longest is visible if any is).
            for (slot, bounds) in zip(cells.indices, rows.bounds) {
                var frame = solution.cells[slot].frame
                frame.size[rows.axis] = bounds.longest
                include(frame, crossShift: 0, into: &cells[slot])
            }
        } else {
            for (position, entry) in selfSized.entries.enumerated() {
                for slot in 0..<min(cells.count, selfSized.cellCount(ofEntry: position)) {
                    include(selfSized.cell(ofEntry: position, slot: slot).frame, crossShift: entry.crossShift, into: &cells[slot])
                }
                let anchored = selfSized.supplementaries(ofEntry: position)
                for slot in 0..<min(supplementaries.count, anchored.count) {
                    include(anchored[slot].frame, crossShift: entry.crossShift, into: &supplementaries[slot])
                }
            }
        }
        self.cells = cells
        self.supplementaries = supplementaries
        union = (cells + supplementaries).compactMap { $0 }.reduce(nil) { $0?.union($1) ?? $1 }
    }
}
