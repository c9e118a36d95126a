import ComplayoutModel

/// The solutions of the group instances the final pass solved again, in order (R57, R58): each its
/// own, or — for rows of `MeasuredRow`'s shape — the periodic solution and, per instance, only its
/// cells' lengths across the group's axis and its extent: a few bytes a cell, with nothing to
/// allocate or release per instance.
package struct InstanceSolutions: Sendable {
    /// Each instance's own solution; empty for rows.
    private let separate: [GroupSolution]
    /// For rows: the periodic solution, the axis across the group's, `capacity` cell lengths per
    /// instance and one extent per instance. Plain stored properties rather than an enum's payload,
    /// so that reading a cell copies nothing.
    private let isRows: Bool
    private let periodic: GroupSolution
    private let periodicCells: [CellSlot]
    private let cross: LayoutAxis
    private let lengths: [Double]
    private let extents: [Double]

    /// Instances each with its own solution.
    init(_ solutions: [GroupSolution] = []) {
        separate = solutions
        isRows = false
        periodic = GroupSolution(size: .zero, cells: [], supplementaries: [])
        periodicCells = []
        cross = .vertical
        lengths = []
        extents = []
    }

    /// Rows that differ from `periodic` only in their cells' lengths across the group's axis,
    /// `cross`, and in their extent there.
    init(rows periodic: GroupSolution, cross: LayoutAxis, lengths: [Double], extents: [Double]) {
        separate = []
        isRows = true
        self.periodic = periodic
        periodicCells = periodic.cells
        self.cross = cross
        self.lengths = lengths
        self.extents = extents
    }

    /// How many instances.
    var count: Int { isRows ? extents.count : separate.count }

    /// The number of cells of instance `position`.
    func cellCount(_ position: Int) -> Int {
        isRows ? periodicCells.count : separate[position].cells.count
    }

    /// The elements instance `position` stores: its cells and anchored supplementaries.
    func elementCount(_ position: Int) -> Int {
        isRows ? periodic.elementCount : separate[position].elementCount
    }

    /// The size of instance `position`.
    func size(_ position: Int) -> Size {
        guard isRows else { return separate[position].size }
        var size = periodic.size
        size[cross] = extents[position]
        return size
    }

    /// Cell `slot` of instance `position`.
    @inline(__always)
    func cell(_ position: Int, slot: Int) -> CellSlot {
        guard isRows else { return separate[position].cells[slot] }
        var cell = periodicCells[slot]
        cell.frame.size[cross] = lengths[position * periodicCells.count + slot]
        return cell
    }

    /// The whole solution of instance `position`, made for rows.
    func solution(_ position: Int) -> GroupSolution {
        guard isRows else { return separate[position] }
        var solution = periodic
        solution.size = size(position)
        for slot in solution.cells.indices { solution.cells[slot] = cell(position, slot: slot) }
        return solution
    }

    /// The anchored supplementaries of instance `position`; a row has none (`MeasuredRow`).
    func supplementaries(_ position: Int) -> [SupplementarySlot] {
        isRows ? periodic.supplementaries : separate[position].supplementaries
    }
}
