import ComplayoutModel

/// A section's cells in item order, each as `EvaluatedLayout.final(section.cell(at: item))` gives
/// it, computed without copying the section or allocating per cell.
///
/// Every instance of the periodic solution holds the same cells (R19): only their position along
/// the group axis changes from one instance to the next. So each slot's frame is made final once —
/// across the group axis, and its size — and a cell then costs one addition and one rounding
/// (STEP 11), shared by the slots of an instance that start at the same place (a grid row's cells).
/// An instance the final pass solved again (R57) is computed cell by cell, as `cell(at:)` does.
package struct CellCursor {
    /// One slot of the periodic solution, final except along the group axis.
    private struct Slot {
        /// The final frame; its start along the group axis is the instance's, set per cell.
        var frame: Rect
        var zIndex: Int
        /// The slot's start along the group axis relative to its instance's origin, unrounded.
        var start: Double
        /// The slot's length along the group axis, unrounded (mirroring needs it).
        var length: Double
        /// True when the previous slot has the same start and length, so the same final start.
        var sharesStart: Bool
    }

    private let layout: EvaluatedLayout
    private let section: SectionLayout
    private let slots: [Slot]
    /// The next cell's item, its group instance, and its position among the instance's slots.
    private var item = 0
    private var instance = 0
    private var position = 0
    /// The current instance's origin, and its solution's position in `section.selfSized.entries`
    /// when the final pass solved it again.
    private var origin: Point
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
    /// True when no instance was solved again: every instance is the periodic one (R19).
    private let isPeriodic: Bool

    package init(layout: EvaluatedLayout, section: SectionLayout) {
        self.layout = layout
        self.section = section
        var entry = SelfSizedInstances.Walk()
        (origin, resolved) = section.instanceOrigin(0, from: &entry)
        self.entry = entry
        let axis = section.groupAxis
        var slots: [Slot] = []
        slots.reserveCapacity(section.capacity)
        for cell in section.solution.cells {
            // Across the group axis, every instance of the periodic solution starts where the first does.
            let attributes = layout.final(section.cell(cell, item: 0, origin: section.firstGroupOrigin))
            let start = cell.frame.min(along: axis)
            let length = cell.frame.size[axis]
            let sharesStart = slots.last.map { $0.start == start && $0.length == length } ?? false
            slots.append(
                Slot(
                    frame: attributes.frame, zIndex: attributes.zIndex, start: start, length: length,
                    sharesStart: sharesStart))
        }
        self.slots = slots
        isPeriodic = section.selfSized.isEmpty
        let rows = section.selfSized.rows
        rowAxis =
            rows?.axis == axis && section.firstGroupOrigin[axis.cross].bitPattern != (-0.0).bitPattern
            ? axis : nil
    }

    /// The cells not walked yet.
    var remaining: Int { section.itemCount - item }

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
        guard target < section.itemCount else {
            item = section.itemCount
            return
        }
        let (targetInstance, slot) = section.position(ofItem: target)
        item = target
        if slot != position { rowLongest = .nan }
        position = slot
        guard targetInstance != instance else { return }
        instance = targetInstance
        (origin, resolved) = section.instanceOrigin(instance, from: &entry)
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
        // Locals, so that the loop reads no stored property through `self`.
        let slots = slots
        let axis = section.groupAxis
        let sectionIndex = section.index
        let base = buffer.baseAddress
        var written = start
        let rowAxis = rowAxis
        while item < section.itemCount, written < buffer.count {
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
                    let length = section.selfSized.rowLength(ofEntry: resolved, slot: next)
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
                let slotCell = section.selfSized.cell(ofEntry: resolved, slot: position)
                (base! + written).initialize(to: output(layout.final(section.cell(slotCell, item: item, origin: origin))))
                written += 1
                advance(by: 1)
                continue
            }
            // The rest of a periodic instance, as much of it as the buffer takes.
            let end = min(slots.count, position + min(remaining, buffer.count - written))
            let along = origin[axis]
            let firstItem = item - position
            var coordinate = 0.0
            for next in position..<end {
                let slot = slots[next]
                if next == position || !slot.sharesStart { coordinate = finalStart(of: slot, along: along) }
                var frame = slot.frame
                frame.origin[axis] = coordinate
                // Below `section.itemCount` and `buffer.count`, so neither sum overflows.
                let key = ElementKey(
                    category: .cell, elementKind: nil, path: ElementIndexPath(section: sectionIndex, index: firstItem &+ next))
                (base! + written).initialize(to: output(LayoutAttributes(key: key, frame: frame, zIndex: slot.zIndex)))
                written &+= 1
            }
            advance(by: end - position)
        }
        return written
    }

    /// The final start along the group axis of `slot` in an instance starting at `along` — the
    /// same sum as `Rect.offsetBy` in `SectionLayout.cell`, so the same bits.
    @inline(__always)
    private func finalStart(of slot: Slot, along: Double) -> Double {
        layout.finalStart(slot.start + along, length: slot.length, along: section.groupAxis)
    }

    /// Moves past `count` cells of the current instance, to the next instance after its last.
    @inline(__always)
    private mutating func advance(by count: Int) {
        item += count
        position += count
        guard position == slots.count, item < section.itemCount else { return }
        position = 0
        instance += 1
        if isPeriodic {
            origin = section.periodicOrigin(instance)
        } else {
            placeInstance()
        }
    }

    /// Finds the current instance among those solved again: kept out of `advance`, so that the
    /// periodic walk, which never needs it, inlines a few instructions per instance. After a row
    /// solved again and walked whole, the next row is placed from its longest cell, one addition.
    @inline(never)
    private mutating func placeInstance() {
        if let row = resolved, rowAxis != nil, !rowLongest.isNaN,
            let next = section.instanceOrigin(instance, afterRow: row, longest: rowLongest, from: &entry)
        {
            (origin, resolved) = next
        } else {
            (origin, resolved) = section.instanceOrigin(instance, from: &entry)
        }
        rowLongest = 0
    }
}
