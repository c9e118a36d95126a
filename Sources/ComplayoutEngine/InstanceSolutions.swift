import ComplayoutModel

/// The solutions of the group instances the final pass solved again, in order (R57, R58): each its
/// own, or — for rows of `MeasuredRow`'s shape — the periodic solution and, per instance, only its
/// cells' lengths across the group's axis and its extent: a few bytes a cell, with nothing to
/// allocate or release per instance.
package struct InstanceSolutions: Sendable {
    private enum Storage: Sendable {
        case solutions([GroupSolution])
        /// `lengths` holds `periodic.capacity` lengths per instance; `extents` one per instance.
        case rows(periodic: GroupSolution, cross: LayoutAxis, lengths: [Double], extents: [Double])
    }

    private var storage: Storage

    /// Instances each with its own solution.
    init(_ solutions: [GroupSolution] = []) {
        storage = .solutions(solutions)
    }

    /// Rows that differ from `periodic` only in their cells' lengths across the group's axis,
    /// `cross`, and in their extent there.
    init(rows periodic: GroupSolution, cross: LayoutAxis, lengths: [Double], extents: [Double]) {
        storage = .rows(periodic: periodic, cross: cross, lengths: lengths, extents: extents)
    }

    /// How many instances.
    var count: Int {
        switch storage {
        case .solutions(let solutions): solutions.count
        case .rows(_, _, _, let extents): extents.count
        }
    }

    /// The number of cells of instance `position`.
    func cellCount(_ position: Int) -> Int {
        switch storage {
        case .solutions(let solutions): solutions[position].cells.count
        case .rows(let periodic, _, _, _): periodic.capacity
        }
    }

    /// The size of instance `position`.
    func size(_ position: Int) -> Size {
        switch storage {
        case .solutions(let solutions): return solutions[position].size
        case .rows(let periodic, let cross, _, let extents):
            var size = periodic.size
            size[cross] = extents[position]
            return size
        }
    }

    /// Cell `slot` of instance `position`.
    @inline(__always)
    func cell(_ position: Int, slot: Int) -> CellSlot {
        switch storage {
        case .solutions(let solutions): return solutions[position].cells[slot]
        case .rows(let periodic, let cross, let lengths, _):
            var cell = periodic.cells[slot]
            cell.frame.size[cross] = lengths[position * periodic.capacity + slot]
            return cell
        }
    }

    /// The whole solution of instance `position`, made for rows.
    func solution(_ position: Int) -> GroupSolution {
        switch storage {
        case .solutions(let solutions): return solutions[position]
        case .rows(let periodic, _, _, _):
            var solution = periodic
            solution.size = size(position)
            for slot in solution.cells.indices { solution.cells[slot] = cell(position, slot: slot) }
            return solution
        }
    }

    /// The union of instance `position`'s cells and anchored supplementaries, relative to its origin.
    func contentBounds(_ position: Int) -> Rect? {
        switch storage {
        case .solutions(let solutions): return solutions[position].contentBounds
        case .rows(let periodic, _, _, _):
            // A row has no supplementaries (`MeasuredRow`): its cells, in order, as `contentBounds` takes them.
            guard !periodic.cells.isEmpty else { return nil }
            var bounds = cell(position, slot: 0).frame
            for slot in periodic.cells.indices.dropFirst() { bounds = bounds.union(cell(position, slot: slot).frame) }
            return bounds
        }
    }
}
