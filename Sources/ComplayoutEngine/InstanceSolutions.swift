import ComplayoutModel

/// The solutions of the group instances the final pass solved again, in order (R57, R58): each its
/// own, or — for rows of `MeasuredRow`'s shape — the periodic solution and only its cells' lengths
/// across the group's axis, with nothing to allocate or release per instance.
///
/// Rows read their lengths from a `MeasuredLengths`: a list made for them, eight bytes a cell; or,
/// when every row of a run of instances was solved again, a list by item — the data's own when it
/// gives its lengths as one list (`heights:` or `widths:`), so that the rows hold nothing per
/// cell, or one made from its sizes (`MeasuredRow.lengths(fromSizesIn:itemCount:)`).
package struct InstanceSolutions: Sendable {
    /// Each instance's own solution; empty for rows.
    private let separate: [GroupSolution]
    /// For rows: the periodic solution, the axis across the group's, the group's content insets
    /// there, how many rows, and how many cells of the last one have an item. Plain stored
    /// properties rather than an enum's payload, so that reading a cell copies nothing.
    private let isRows: Bool
    private let periodic: GroupSolution
    private let periodicCells: [CellSlot]
    /// For rows: the periodic cells' lengths across the group's axis, which unmeasured cells keep.
    private let periodicLengths: [Double]
    private let cross: LayoutAxis
    private let crossInsets: Double
    private let rowCount: Int
    private let lastRowCells: Int
    /// For rows: cell `slot` of row `position` has length `lengths.storedLength(firstLength +
    /// position × capacity + slot)`, or the periodic cell's where that is unmeasured or at or past
    /// `lengthsEnd`.
    private let lengths: MeasuredLengths
    private let firstLength: Int
    private let lengthsEnd: Int
    /// True when `lengths` is a list by item — the data's own, or one made from its sizes — rather
    /// than one made for the rows: a run of rows.
    let readsData: Bool
    /// True when the list by item was made from the data's sizes (`MeasuredRow.lengths(fromSizesIn:)`),
    /// so that the rows hold it: they then count as rows with lengths made for them.
    private let holdsLengths: Bool
    /// For rows: per slot, the shortest and the longest length of any row's cell (`RowLengths`).
    private let lengthBounds: [(shortest: Double, longest: Double)]

    /// Instances each with its own solution.
    init(_ solutions: [GroupSolution] = []) {
        separate = solutions
        isRows = false
        periodic = GroupSolution(size: .zero, cells: [], supplementaries: [])
        periodicCells = []
        periodicLengths = []
        cross = .vertical
        crossInsets = 0
        rowCount = 0
        lastRowCells = 0
        lengths = MeasuredLengths()
        firstLength = 0
        lengthsEnd = 0
        readsData = false
        holdsLengths = false
        lengthBounds = []
    }

    /// Rows that differ from `periodic` only in their cells' lengths across the group's axis,
    /// `cross`, and so in their extent there: the group's content insets across it, `crossInsets`,
    /// plus the longest cell that has an item (R58) — all of them but in the last row, where
    /// `lastRowCells` have one. `lengths` holds `capacity` lengths per row, every one measured.
    init(rows periodic: GroupSolution, cross: LayoutAxis, crossInsets: Double, lengths: [Double], lastRowCells: Int) {
        self.init(
            rows: periodic, cross: cross, crossInsets: crossInsets,
            count: periodic.cells.isEmpty ? 0 : lengths.count / periodic.cells.count, lastRowCells: lastRowCells,
            lengths: MeasuredLengths(storage: lengths), firstLength: 0, lengthsEnd: lengths.count, readsData: false,
            holdsLengths: true)
    }

    /// `count` consecutive rows read from a list of lengths by item, `lengths` — the data's own, or
    /// one made from its sizes (`made`): the first row's first cell is item `firstItem`; an item
    /// unmeasured, or at or past `itemCount`, keeps the periodic cell's length.
    init(
        rows periodic: GroupSolution, cross: LayoutAxis, crossInsets: Double, count: Int, lastRowCells: Int,
        reading lengths: MeasuredLengths, made: Bool, firstItem: Int, itemCount: Int
    ) {
        self.init(
            rows: periodic, cross: cross, crossInsets: crossInsets, count: count, lastRowCells: lastRowCells,
            lengths: lengths, firstLength: firstItem, lengthsEnd: itemCount, readsData: true, holdsLengths: made)
    }

    private init(
        rows periodic: GroupSolution, cross: LayoutAxis, crossInsets: Double, count: Int, lastRowCells: Int,
        lengths: MeasuredLengths, firstLength: Int, lengthsEnd: Int, readsData: Bool, holdsLengths: Bool
    ) {
        separate = []
        isRows = true
        self.periodic = periodic
        periodicCells = periodic.cells
        let periodicLengths = periodic.cells.map { $0.frame.size[cross] }
        self.periodicLengths = periodicLengths
        self.cross = cross
        self.crossInsets = crossInsets
        rowCount = count
        self.lastRowCells = lastRowCells
        self.lengths = lengths
        self.firstLength = firstLength
        self.lengthsEnd = lengthsEnd
        self.readsData = readsData
        self.holdsLengths = holdsLengths
        // One pass over every row's cells in order — `length(_:slot:)` of each, the lengths read
        // where they are stored — into two short arrays written in place.
        let capacity = periodicLengths.count
        var shortest = [Double](repeating: .infinity, count: capacity)
        var longest = [Double](repeating: -.infinity, count: capacity)
        let cells = count * capacity
        let stored = Self.storedCells(from: firstLength, count: cells, lengths: lengths, lengthsEnd: lengthsEnd)
        lengths.withStoredLengths { storage in
            shortest.withUnsafeMutableBufferPointer { shortest in
                longest.withUnsafeMutableBufferPointer { longest in
                    var slot = 0
                    for cell in 0..<cells {
                        let length = Self.length(
                            stored: cell < stored ? storage[firstLength &+ cell] : MeasuredLengths.unmeasured,
                            slot: slot, periodicLengths: periodicLengths)
                        shortest[slot] = min(shortest[slot], length)
                        longest[slot] = max(longest[slot], length)
                        slot = slot == capacity - 1 ? 0 : slot + 1
                    }
                }
            }
        }
        let bounds = zip(shortest, longest).map { (shortest: $0, longest: $1) }
        lengthBounds = count > 0 ? bounds : []
    }

    /// For rows, what every one of them shares but its cells' lengths across the group's axis: the
    /// axis, and per slot the shortest and the longest of those lengths (every row's cell, whether
    /// it has an item or not). Nil for instances with their own solutions.
    ///
    /// Readers that need only the extremes — a slot's reach, the check for negative sizes — read
    /// these rather than every row.
    var rowLengths: (axis: LayoutAxis, bounds: [(shortest: Double, longest: Double)])? {
        isRows ? (cross, lengthBounds) : nil
    }

    /// How many instances.
    var count: Int { isRows ? rowCount : separate.count }

    /// The elements these instances count as against `EvaluationLimits.maxStoredElements`: each
    /// solution's elements; rows, which store no element of their own, by their bytes.
    var storedElementCount: Int {
        guard isRows else { return separate.reduce(0) { $0 + $1.elementCount } }
        guard readsData else { return Self.storedElementCount(rows: count, capacity: periodicCells.count) }
        return Self.storedElementCount(
            run: count, reading: lengths.count, madeFromSizes: holdsLengths, capacity: periodicCells.count)
    }

    /// What `count` rows of `capacity` cells, solved again with lengths made for them, count as:
    /// their bytes — a length per cell and what `SelfSizedInstances` holds for an instance listed
    /// by its number — at what one stored element costs (`EvaluationLimits.bytesPerStoredElement`),
    /// rounded up.
    static func storedElementCount(rows count: Int, capacity: Int) -> Int {
        elements(
            forRows: count,
            bytesEach: capacity * MemoryLayout<Double>.stride + SelfSizedInstances.bytesPerListedInstance)
    }

    /// What a run of `count` rows of `capacity` cells reading a list of `lengths` lengths by item
    /// counts as. Reading the data's own list, only what `SelfSizedInstances` holds for each
    /// instance of a run: a feed of ten million measured one-item rows holds 10 MB so, and counts
    /// as 52,632 elements. Reading a list made for them from the data's sizes (`madeFromSizes`),
    /// the rows hold that list too, eight bytes a length — it reaches from item 0 to the last
    /// measured one, however few rows the run has — and count as that, never as less than the
    /// run's rows would with lengths made for them (`storedElementCount(rows:capacity:)`).
    static func storedElementCount(run count: Int, reading lengths: Int, madeFromSizes: Bool, capacity: Int) -> Int {
        guard madeFromSizes else { return elements(forRows: count, bytesEach: SelfSizedInstances.bytesPerInstanceInRun) }
        let (list, listOverflow) = lengths.multipliedReportingOverflow(by: MemoryLayout<Double>.stride)
        let (rows, rowsOverflow) = count.multipliedReportingOverflow(by: SelfSizedInstances.bytesPerInstanceInRun)
        let (bytes, overflow) = list.addingReportingOverflow(rows)
        let held = listOverflow || rowsOverflow || overflow ? Int.max : elements(forBytes: bytes)
        return max(held, storedElementCount(rows: count, capacity: capacity))
    }

    private static func elements(forRows count: Int, bytesEach: Int) -> Int {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: bytesEach)
        return overflow ? .max : elements(forBytes: bytes)
    }

    /// `bytes` at what one stored element costs, rounded up.
    private static func elements(forBytes bytes: Int) -> Int {
        (bytes + EvaluationLimits.bytesPerStoredElement - 1) / EvaluationLimits.bytesPerStoredElement
    }

    /// The number of cells of instance `position`.
    func cellCount(_ position: Int) -> Int {
        isRows ? periodicCells.count : separate[position].cells.count
    }

    /// The length across the group's axis of cell `slot` of row `position`.
    @inline(__always)
    func length(_ position: Int, slot: Int) -> Double {
        let index = firstLength &+ position &* periodicLengths.count &+ slot
        return Self.length(
            stored: index < lengthsEnd ? lengths.storedLength(index) : MeasuredLengths.unmeasured, slot: slot,
            periodicLengths: periodicLengths)
    }

    /// A cell's length given what `lengths` stores for it: the periodic cell's when unmeasured.
    @inline(__always)
    private static func length(stored: Double, slot: Int, periodicLengths: [Double]) -> Double {
        MeasuredLengths.isUnmeasured(stored) ? periodicLengths[slot] : stored
    }

    /// How many of the `count` cells from `lengths`' index `first` on are read from it: those after
    /// are at or past `lengthsEnd` or the list's end, and unmeasured.
    private static func storedCells(from first: Int, count: Int, lengths: MeasuredLengths, lengthsEnd: Int) -> Int {
        Swift.max(0, Swift.min(count, Swift.min(lengthsEnd, lengths.count) - first))
    }

    /// The size of instance `position`.
    func size(_ position: Int) -> Size {
        guard isRows else { return separate[position].size }
        let existing = position == count - 1 ? lastRowCells : periodicCells.count
        // `length(position, slot:)` of each existing cell, folded in slot order, read in one go.
        let first = firstLength &+ position &* periodicLengths.count
        let stored = Self.storedCells(from: first, count: existing, lengths: lengths, lengthsEnd: lengthsEnd)
        let longest = lengths.withStoredLengths { storage in
            var longest = 0.0
            for slot in 0..<existing {
                longest = max(
                    longest,
                    Self.length(
                        stored: slot < stored ? storage[first &+ slot] : MeasuredLengths.unmeasured, slot: slot,
                        periodicLengths: periodicLengths))
            }
            return longest
        }
        var size = periodic.size
        size[cross] = rowExtent(longest: longest)
        return size
    }

    /// A row's extent across the group's axis when its longest existing cell is `longest`, folded
    /// from 0 with `max` in slot order as `size(_:)` folds it: its content insets plus that cell
    /// (R58). Walks that read a row's lengths anyway place the next row with it.
    @inline(__always)
    func rowExtent(longest: Double) -> Double { crossInsets + longest }

    /// Cell `slot` of instance `position`.
    @inline(__always)
    func cell(_ position: Int, slot: Int) -> CellSlot {
        guard isRows else { return separate[position].cells[slot] }
        var cell = periodicCells[slot]
        cell.frame.size[cross] = length(position, slot: slot)
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
