import ComplayoutModel

/// The solutions of the group instances the final pass solved again, in order (R57, R58): each its
/// own, or — for rows of `MeasuredRow`'s shape — the periodic solution and, per instance, only its
/// cells' lengths across the group's axis: eight bytes a cell, with nothing to allocate or release
/// per instance.
package struct InstanceSolutions: Sendable {
    /// Each instance's own solution; empty for rows.
    private let separate: [GroupSolution]
    /// For rows: the periodic solution, the axis across the group's, the group's content insets
    /// there, `capacity` cell lengths per instance, and how many cells of the last instance have an
    /// item. Plain stored properties rather than an enum's payload, so that reading a cell copies
    /// nothing.
    private let isRows: Bool
    private let periodic: GroupSolution
    private let periodicCells: [CellSlot]
    private let cross: LayoutAxis
    private let crossInsets: Double
    private let lengths: [Double]
    private let lastRowCells: Int

    /// Instances each with its own solution.
    init(_ solutions: [GroupSolution] = []) {
        separate = solutions
        isRows = false
        periodic = GroupSolution(size: .zero, cells: [], supplementaries: [])
        periodicCells = []
        cross = .vertical
        crossInsets = 0
        lengths = []
        lastRowCells = 0
    }

    /// Rows that differ from `periodic` only in their cells' lengths across the group's axis,
    /// `cross`, and so in their extent there: the group's content insets across it, `crossInsets`,
    /// plus the longest cell that has an item (R58) — all of them but in the last row, where
    /// `lastRowCells` have one.
    init(rows periodic: GroupSolution, cross: LayoutAxis, crossInsets: Double, lengths: [Double], lastRowCells: Int) {
        separate = []
        isRows = true
        self.periodic = periodic
        periodicCells = periodic.cells
        self.cross = cross
        self.crossInsets = crossInsets
        self.lengths = lengths
        self.lastRowCells = lastRowCells
    }

    /// How many instances.
    var count: Int {
        guard isRows else { return separate.count }
        return periodicCells.isEmpty ? 0 : lengths.count / periodicCells.count
    }

    /// The elements these instances count as against `EvaluationLimits.maxStoredElements`: each
    /// solution's elements; rows, which store no element of their own, by their bytes.
    var storedElementCount: Int {
        isRows ? Self.storedElementCount(rows: count, capacity: periodicCells.count) : separate.reduce(0) { $0 + $1.elementCount }
    }

    /// What `count` rows of `capacity` cells, solved again in this form, count as: their bytes —
    /// a length per cell and an entry of `SelfSizedInstances` — at what one stored element
    /// costs (`EvaluationLimits.bytesPerStoredElement`), rounded up. A feed of a million measured
    /// one-item rows holds 32 MB so, and counts as 168,422 elements.
    static func storedElementCount(rows count: Int, capacity: Int) -> Int {
        let rowBytes = capacity * MemoryLayout<Double>.stride + MemoryLayout<SelfSizedInstances.Entry>.stride
        let (bytes, overflow) = count.multipliedReportingOverflow(by: rowBytes)
        guard !overflow else { return .max }
        return (bytes + EvaluationLimits.bytesPerStoredElement - 1) / EvaluationLimits.bytesPerStoredElement
    }

    /// The number of cells of instance `position`.
    func cellCount(_ position: Int) -> Int {
        isRows ? periodicCells.count : separate[position].cells.count
    }

    /// The size of instance `position`.
    func size(_ position: Int) -> Size {
        guard isRows else { return separate[position].size }
        let first = position * periodicCells.count
        let existing = position == count - 1 ? lastRowCells : periodicCells.count
        var size = periodic.size
        size[cross] = crossInsets + lengths[first..<first + existing].reduce(0, max)
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
