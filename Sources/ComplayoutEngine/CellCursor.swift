import ComplayoutModel

/// A section's cells in item order, each as `EvaluatedLayout.final(section.cell(at: item))` gives
/// it, computed without copying the section or allocating per cell.
///
/// Every instance of the periodic solution holds the same cells (R19): only their position along
/// the group axis changes from one instance to the next. So each slot's frame is made final once —
/// across the group axis, and its size — and a cell then costs one addition and one rounding
/// (STEP 11), shared by the slots of an instance that start at the same place (a grid row's cells).
/// An instance the final pass solved again (R57) is computed cell by cell, as `cell(at:)` does,
/// unless it is a row of `MeasuredRow`'s shape: its cells are then the periodic slots, each with
/// its own length along the rows' axis, and a row walked whole places the next from its longest cell.
///
/// The cursor holds only what its walk reads — a periodic section's walk reads none of the
/// section's other fields — and keeps the section itself, for its instances solved again, behind
/// one reference: a few hundred bytes to copy, not the section's few kilobytes.
package struct CellCursor {
    /// The section, for the instances the final pass solved again: shared, not copied, by the cursor.
    private final class SolvedAgain {
        let section: SectionLayout
        init(_ section: SectionLayout) { self.section = section }

        // Each reads the section in place: a `SectionLayout` taken out of the reference is a copy.

        /// `section.instanceOrigin(instance, from: &entry)`.
        func origin(of instance: Int, from entry: inout SelfSizedInstances.Walk) -> (origin: Point, resolved: Int?) {
            section.instanceOrigin(instance, from: &entry)
        }

        /// `section.instanceOrigin(instance, afterRow: row, longest: longest, from: &entry)`.
        func origin(
            of instance: Int, afterRow row: Int, longest: Double, from entry: inout SelfSizedInstances.Walk
        ) -> (origin: Point, resolved: Int?)? {
            section.instanceOrigin(instance, afterRow: row, longest: longest, from: &entry)
        }

        /// Item `item`, in slot `slot` of the instance solved again whose solution is at `entry`
        /// in `section.selfSized.entries`, the instance at `origin` (unrounded).
        func cell(ofEntry entry: Int, slot: Int, item: Int, origin: Point) -> LayoutAttributes {
            section.cell(section.selfSized.cell(ofEntry: entry, slot: slot), item: item, origin: origin)
        }

        /// `section.selfSized.rowLength(ofEntry: entry, slot: slot)`.
        func rowLength(ofEntry entry: Int, slot: Int) -> Double {
            section.selfSized.rowLength(ofEntry: entry, slot: slot)
        }
    }

    private let periodic: PeriodicCells
    /// The section's item count.
    private let itemCount: Int
    /// Nil when no instance was solved again: every instance is then the periodic one (R19),
    /// placed by `SectionLayout.periodicStart` alone.
    private let solvedAgain: SolvedAgain?
    /// The next cell's item, its group instance, and its position among the instance's slots.
    private var item = 0
    private var instance = 0
    private var position = 0
    /// In a section with instances solved again: the current instance's origin, and its
    /// solution's position in `section.selfSized.entries` when the final pass solved it again.
    private var origin = Point.zero
    private var resolved: Int?
    /// Where the walk is among the instances solved again, so that each is found without a search.
    private var entry = SelfSizedInstances.Walk()
    /// For a row solved again (`rowAxis`): the longest length of its cells walked so far, folded
    /// from 0 in slot order as `InstanceSolutions.size` folds it, so that the next row is placed
    /// without reading this one's lengths again; NaN when the walk entered the row past its first
    /// cell (`skip(to:)`), which leaves the next row to `placeInstance`'s search.
    private var rowLongest = 0.0
    /// When the instances solved again are rows whose cells' lengths change along the group axis
    /// only, that axis: their cells are then the periodic slots with another length. Nil otherwise
    /// — and when the periodic cells start across the axis at -0, where an instance solved again,
    /// moved by +0, would start at +0.
    private let rowAxis: LayoutAxis?
    /// Where instance 0 starts along the group axis, and from one instance's start to the next.
    private let firstStart: Double
    private let stride: Double

    package init(layout: EvaluatedLayout, section: SectionLayout) {
        periodic = PeriodicCells(layout: layout, section: section)
        itemCount = section.itemCount
        let axis = section.groupAxis
        firstStart = section.firstGroupOrigin[axis]
        stride = section.groupStride
        if section.selfSized.isEmpty {
            solvedAgain = nil
            rowAxis = nil
        } else {
            solvedAgain = SolvedAgain(section)
            (origin, resolved) = section.instanceOrigin(0, from: &entry)
            let rows = section.selfSized.rows
            rowAxis =
                rows?.axis == axis && section.firstGroupOrigin[axis.cross].bitPattern != (-0.0).bitPattern
                ? axis : nil
        }
    }

    /// The cells not walked yet.
    var remaining: Int { itemCount - item }

    /// The next cell, final; nil after the section's last: `write` for one cell.
    package mutating func next() -> LayoutAttributes? {
        withUnsafeTemporaryAllocation(of: LayoutAttributes.self, capacity: 1) { buffer in
            write(into: buffer, from: 0) { $0 } == 1 ? buffer[0] : nil
        }
    }

    /// Moves to item `target`, at or after the next cell, without computing the cells in between:
    /// the next cell is then `target`'s (none when the section has no such item). Instances solved
    /// again are found by walking forward from the last one, so moving through a section in
    /// order costs what its instances solved again cost, not what its items do.
    package mutating func skip(to target: Int) {
        precondition(target >= item, "the cursor moves forward only")
        guard target < itemCount else {
            item = itemCount
            return
        }
        let (targetInstance, slot) = PeriodicItems(capacity: periodic.slots.count, itemCount: itemCount).position(ofItem: target)
        item = target
        if slot != position { rowLongest = .nan }
        position = slot
        guard targetInstance != instance else { return }
        instance = targetInstance
        if solvedAgain != nil {
            // Placed by the search: the row walked last may not be the one before.
            rowLongest = .nan
            placeInstance()
        }
        rowLongest = slot == 0 ? 0 : .nan
    }

    /// Writes the next cells into `buffer` from `start`, in item order, until the buffer is full
    /// or the section's cells end, each as `output` makes it of the cell's final attributes, and
    /// returns the index after the last one written. `buffer`'s memory from `start` may be
    /// uninitialized.
    ///
    /// The one loop behind every walk of a section's cells (`ElementWalk`): a periodic instance's
    /// cells are its slots with one final start per run of slots that share it.
    @inline(__always)
    mutating func write<Output: BitwiseCopyable>(
        into buffer: UnsafeMutableBufferPointer<Output>, from start: Int, _ output: (LayoutAttributes) -> Output
    ) -> Int {
        precondition(start >= 0 && start <= buffer.count, "the buffer is too small for the cells")
        guard let solvedAgain else { return writePeriodic(into: buffer, from: start, output) }
        // Locals, so that the loop reads no stored property through `self`.
        let layout = periodic.layout
        let slots = periodic.slots
        let axis = periodic.axis
        let sectionIndex = periodic.sectionIndex
        let base = buffer.baseAddress
        var written = start
        let rowAxis = rowAxis
        while item < itemCount, written < buffer.count {
            if let resolved, let rowAxis {
                // A row solved again: the periodic instance's final cells, each with its own
                // length along the group axis, which is the rows' (`rowAxis`). Slots that start
                // together share their final start unless it is mirrored, where it takes the length.
                let end = min(slots.count, position + min(remaining, buffer.count - written))
                let along = origin[axis]
                let firstItem = item - position
                let startTakesLength = layout.mirrored && rowAxis == .horizontal
                var longest = rowLongest
                var coordinate = 0.0
                for next in position..<end {
                    let slot = slots[next]
                    let length = solvedAgain.rowLength(ofEntry: resolved, slot: next)
                    longest = max(longest, length)
                    if next == position || startTakesLength || slot.start != slots[next &- 1].start {
                        coordinate = layout.finalStart(slot.start + along, length: length, along: rowAxis)
                    }
                    var frame = slot.frame
                    frame.origin[rowAxis] = coordinate
                    frame.size[rowAxis] = layout.grid.round(length)
                    let key = ElementKey(
                        category: .cell, elementKind: nil,
                        path: ElementIndexPath(section: sectionIndex, index: firstItem &+ next))
                    (base! + written).initialize(to: output(LayoutAttributes(key: key, frame: frame, zIndex: slot.zIndex)))
                    written &+= 1
                }
                rowLongest = longest
                advance(by: end - position)
                continue
            }
            if let resolved {
                let cell = solvedAgain.cell(ofEntry: resolved, slot: position, item: item, origin: origin)
                (base! + written).initialize(to: output(layout.final(cell)))
                written += 1
                advance(by: 1)
                continue
            }
            // The rest of a periodic instance, as much of it as the buffer takes.
            let end = min(slots.count, position + min(remaining, buffer.count - written))
            periodic.write(position..<end, along: origin[axis], firstItem: item - position, to: base! + written, output)
            written &+= end - position
            advance(by: end - position)
        }
        return written
    }

    /// `write` in a section without instances solved again: every instance is the periodic one,
    /// and the loop keeps where it is in locals, not in the cursor, until it returns.
    @inline(__always)
    private mutating func writePeriodic<Output: BitwiseCopyable>(
        into buffer: UnsafeMutableBufferPointer<Output>, from start: Int, _ output: (LayoutAttributes) -> Output
    ) -> Int {
        let count = min(itemCount - item, buffer.count - start)
        guard count > 0 else { return start }
        // Locals, so that the loop reads and writes nothing through `self`.
        let (itemCount, firstStart, stride) = (itemCount, firstStart, stride)
        let capacity = periodic.slots.count
        // The item after the last to write, and the item in slot 0 of the current instance: at
        // most `itemCount` while a slot of the instance is left to write, so no sum overflows.
        let last = item &+ count
        var (firstItem, instance, position) = (item &- position, instance, position)
        var target = buffer.baseAddress! + start
        repeat {
            let end = min(capacity, last &- firstItem)
            let along = SectionLayout.periodicStart(of: instance, first: firstStart, stride: stride)
            periodic.write(position..<end, along: along, firstItem: firstItem, to: target, output)
            target += end &- position
            position = end
            if position == capacity, firstItem &+ capacity < itemCount {
                (firstItem, instance, position) = (firstItem &+ capacity, instance &+ 1, 0)
            }
        } while firstItem &+ position < last
        (item, self.instance, self.position) = (firstItem &+ position, instance, position)
        return start &+ count
    }

    /// Moves past `count` cells of the current instance, to the next instance after its last. Only
    /// `write`'s walk of a section with instances solved again calls it: `placeInstance` reads them.
    @inline(__always)
    private mutating func advance(by count: Int) {
        item += count
        position += count
        guard position == periodic.slots.count, item < itemCount else { return }
        position = 0
        instance += 1
        placeInstance()
    }

    /// Finds the current instance among those solved again: kept out of line, so that `write`,
    /// inlined into every walk, stays small. After a row solved again and walked whole, the next
    /// row is placed from its longest cell, one addition.
    @inline(never)
    private mutating func placeInstance() {
        if let row = resolved, rowAxis != nil, !rowLongest.isNaN,
            let next = solvedAgain!.origin(of: instance, afterRow: row, longest: rowLongest, from: &entry)
        {
            (origin, resolved) = next
        } else {
            (origin, resolved) = solvedAgain!.origin(of: instance, from: &entry)
        }
        rowLongest = 0
    }
}

/// The periodic instance's cells, each final but for its start along the group axis, and how the
/// cells of an instance are made of them.
private struct PeriodicCells {
    /// One slot of the periodic solution, final except along the group axis.
    struct Slot {
        /// The final frame, but starting at 0 along the group axis: a cell's frame is this frame
        /// moved by its final start there.
        var frame: Rect
        var zIndex: Int
        /// The slot's start along the group axis relative to its instance's origin, unrounded.
        var start: Double
        /// The slot's length along the group axis, unrounded (mirroring needs it).
        var length: Double
        /// The slot after the last of the run of slots from this one with the same start and
        /// length, which share one final start.
        var runEnd: Int
    }

    let slots: [Slot]
    let layout: EvaluatedLayout
    /// The section's group axis and data index.
    let axis: LayoutAxis
    let sectionIndex: Int

    init(layout: EvaluatedLayout, section: SectionLayout) {
        self.layout = layout
        let axis = section.groupAxis
        self.axis = axis
        sectionIndex = section.index
        var slots: [Slot] = []
        slots.reserveCapacity(section.capacity)
        for cell in section.solution.cells {
            // Across the group axis, every instance of the periodic solution starts where the first does.
            let attributes = layout.final(section.cell(cell, item: 0, origin: section.firstGroupOrigin))
            var frame = attributes.frame
            frame.origin[axis] = 0
            slots.append(
                Slot(
                    frame: frame, zIndex: attributes.zIndex, start: cell.frame.min(along: axis),
                    length: cell.frame.size[axis], runEnd: 0))
        }
        // A run ends where a slot with another start or length follows.
        var runEnd = slots.count
        for slot in slots.indices.reversed() {
            slots[slot].runEnd = runEnd
            if slot > 0, slots[slot - 1].start != slots[slot].start || slots[slot - 1].length != slots[slot].length {
                runEnd = slot
            }
        }
        self.slots = slots
    }

    /// Writes the cells of slots `range` of the instance starting at `along` on the group axis,
    /// whose slot 0 holds item `firstItem`, to `target` on, each as `output` makes it: per run of
    /// slots that share their start, one final start (the same sum as `Rect.offsetBy` in
    /// `SectionLayout.cell`, so the same bits), then per slot its frame moved there. Adding +0
    /// across the group axis leaves a final coordinate as it is, since none is -0 (`PixelGrid.round`).
    @inline(__always)
    func write<Output: BitwiseCopyable>(
        _ range: Range<Int>, along: Double, firstItem: Int, to target: UnsafeMutablePointer<Output>,
        _ output: (LayoutAttributes) -> Output
    ) {
        slots.withUnsafeBufferPointer { slots in
            var next = range.lowerBound
            var target = target
            while next < range.upperBound {
                let run = slots[next]
                let runEnd = min(run.runEnd, range.upperBound)
                var shift = Point(x: 0, y: 0)
                shift[axis] = layout.finalStart(run.start + along, length: run.length, along: axis)
                repeat {
                    let slot = slots[next]
                    // Below the section's item count, so the sum does not overflow.
                    let key = ElementKey(
                        category: .cell, elementKind: nil,
                        path: ElementIndexPath(section: sectionIndex, index: firstItem &+ next))
                    let frame = slot.frame.offsetBy(dx: shift.x, dy: shift.y)
                    target.initialize(to: output(LayoutAttributes(key: key, frame: frame, zIndex: slot.zIndex)))
                    target += 1
                    next &+= 1
                } while next < runEnd
            }
        }
    }
}
