import ComplayoutModel

/// A section's measured cell sizes, flat and sorted by item, and the run of them one group
/// instance holds: what the final pass reads for the instance it solves again (R57).
///
/// One array for the whole section, shared by every instance's run, so that solving an instance
/// again neither allocates nor hashes to find its measured cells.
struct MeasuredCells: Sendable {
    /// One measured cell.
    struct Entry: Sendable {
        var item: Int
        var size: MeasuredSize
    }

    /// Every measured cell of the section, ascending by item.
    private let entries: [Entry]
    /// The run of `entries` this value reads, and the item of the instance's first slot.
    private let run: Range<Int>
    private let firstItem: Int

    /// No measured cell.
    init() {
        entries = []
        run = 0..<0
        firstItem = 0
    }

    /// The sizes of `sizes` for items in `0..<itemCount`, sorted by item; no instance's run yet.
    init(_ sizes: [Int: MeasuredSize], itemCount: Int) {
        entries = Self.sorted(sizes, itemCount: itemCount)
        run = entries.indices
        firstItem = 0
    }

    /// The sizes of items in `0..<itemCount` by item: when they are many for the items (a feed with
    /// every row measured), placed by item in one pass rather than sorted.
    private static func sorted(_ sizes: [Int: MeasuredSize], itemCount: Int) -> [Entry] {
        guard sizes.count >= 64, sizes.count >= itemCount / 8 else {
            return sizes.compactMap { item, size in
                (0..<itemCount).contains(item) ? Entry(item: item, size: size) : nil
            }.sorted { $0.item < $1.item }
        }
        var byItem = [MeasuredSize?](repeating: nil, count: itemCount)
        for (item, size) in sizes where (0..<itemCount).contains(item) { byItem[item] = size }
        var entries: [Entry] = []
        entries.reserveCapacity(sizes.count)
        for (item, size) in byItem.enumerated() {
            if let size { entries.append(Entry(item: item, size: size)) }
        }
        return entries
    }

    private init(entries: [Entry], run: Range<Int>, firstItem: Int) {
        self.entries = entries
        self.run = run
        self.firstItem = firstItem
    }

    /// The measured cells in this run, in item order.
    var all: ArraySlice<Entry> { entries[run] }

    /// The instances holding measured cells, each with the run of its cells by slot: instance *k*
    /// holds items `k × capacity ..< (k + 1) × capacity`.
    func instances(capacity: Int) -> [(instance: Int, cells: MeasuredCells)] {
        var instances: [(instance: Int, cells: MeasuredCells)] = []
        var start = run.lowerBound
        while start < run.upperBound {
            let instance = entries[start].item / capacity
            let end = capacity * (instance + 1)
            var next = start + 1
            while next < run.upperBound, entries[next].item < end { next += 1 }
            instances.append(
                (instance, MeasuredCells(entries: entries, run: start..<next, firstItem: instance * capacity)))
            start = next
        }
        return instances
    }

    /// The measured size of the cell in slot `slot` of the instance, if it was measured: a short
    /// linear search, since an instance holds a handful of cells.
    subscript(slot: Int) -> MeasuredSize? {
        let item = firstItem + slot
        for position in run where entries[position].item >= item {
            return entries[position].item == item ? entries[position].size : nil
        }
        return nil
    }
}
