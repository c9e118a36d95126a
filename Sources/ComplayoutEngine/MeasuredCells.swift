import ComplayoutModel

/// A section's measured cell sizes, and the items one group instance holds: what the final pass
/// reads for the instance it solves again (R57).
///
/// The sizes of `sizes` are kept flat and sorted by item; `heights` and `widths` are read where
/// they are, one length an item. Every instance's value shares them, so that solving an instance
/// again neither allocates nor hashes to find its measured cells.
struct MeasuredCells: Sendable {
    /// One measured cell of `sizes`.
    struct Entry: Sendable {
        var item: Int
        var size: MeasuredSize
    }

    /// The measured cells of `sizes`, ascending by item.
    private let entries: [Entry]
    private let heights: MeasuredLengths
    private let widths: MeasuredLengths
    /// The section's items: entries at or past it are not read.
    private let itemCount: Int
    /// The run of `entries` this value reads, and the items of the instance it stands for.
    private let run: Range<Int>
    private let items: Range<Int>

    /// No measured cell.
    init() {
        self.init(SectionData(itemCount: 0))
    }

    /// The measured cells of `data` below its item count; no instance yet: the value reads every item.
    init(_ data: SectionData) {
        entries = Self.sorted(data.sizes, itemCount: data.itemCount)
        heights = data.heights
        widths = data.widths
        itemCount = data.itemCount
        run = entries.indices
        items = 0..<data.itemCount
    }

    /// The sizes of `sizes` for items in `0..<itemCount` by item: when they are many for the items,
    /// placed by item in one pass rather than sorted.
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

    private init(_ cells: MeasuredCells, run: Range<Int>, items: Range<Int>) {
        entries = cells.entries
        heights = cells.heights
        widths = cells.widths
        itemCount = cells.itemCount
        self.run = run
        self.items = items
    }

    /// The instances that hold a measured cell, ascending: instance *k* holds items
    /// `k × capacity ..< (k + 1) × capacity`. Calls `body` with each and its cells.
    func forEachInstance<Failure: Error>(
        capacity: Int, _ body: (_ instance: Int, _ cells: MeasuredCells) throws(Failure) -> Void
    ) throws(Failure) {
        var listItems = (0..<min(Swift.max(heights.count, widths.count), itemCount)).lazy
            .filter { heights[$0] != nil || widths[$0] != nil }.makeIterator()
        var nextListed = listItems.next()
        var nextEntry = run.lowerBound
        while true {
            let entryItem = nextEntry < run.upperBound ? entries[nextEntry].item : Int.max
            let first = Swift.min(entryItem, nextListed ?? Int.max)
            guard first < Int.max else { return }
            let instance = first / capacity
            // Not capacity × (instance + 1), which passes Int.max in the last of Int.max items.
            let end = instance * capacity + Swift.min(capacity, itemCount - instance * capacity)
            let start = nextEntry
            while nextEntry < run.upperBound, entries[nextEntry].item < end { nextEntry += 1 }
            while let item = nextListed, item < end { nextListed = listItems.next() }
            try body(instance, MeasuredCells(self, run: start..<nextEntry, items: instance * capacity..<end))
        }
    }

    /// The cells of `instance`, one of those `forEachInstance` gives.
    func instance(_ instance: Int, capacity: Int) -> MeasuredCells {
        let first = instance * capacity
        let end = first + Swift.min(capacity, itemCount - first)
        let start = entries[run].partitioningIndex { $0.item >= first }
        let stop = entries[start..<run.upperBound].partitioningIndex { $0.item >= end }
        return MeasuredCells(self, run: start..<stop, items: first..<end)
    }

    /// The measured cells of this instance, by slot, with their sizes.
    var all: some Sequence<(slot: Int, size: MeasuredSize)> {
        items.lazy.compactMap { item in self[item - items.lowerBound].map { (slot: item - items.lowerBound, size: $0) } }
    }

    /// The measured size of the cell in slot `slot` of the instance, if it was measured: `sizes`
    /// first (a short linear search, since an instance holds a handful of cells), then the lists.
    subscript(slot: Int) -> MeasuredSize? {
        let item = items.lowerBound + slot
        guard items.contains(item) else { return nil }
        var size: MeasuredSize?
        for position in run where entries[position].item >= item {
            if entries[position].item == item { size = entries[position].size }
            break
        }
        let width = size?.width ?? widths[item]
        let height = size?.height ?? heights[item]
        return width == nil && height == nil ? nil : MeasuredSize(width: width, height: height)
    }
}

extension Collection {
    /// The first index whose element satisfies `isAtOrPast`, which must be false then true along
    /// the collection: a binary search.
    fileprivate func partitioningIndex(where isAtOrPast: (Element) -> Bool) -> Index {
        var low = startIndex
        var length = count
        while length > 0 {
            let half = length / 2
            let middle = index(low, offsetBy: half)
            if isAtOrPast(self[middle]) {
                length = half
            } else {
                low = index(after: middle)
                length -= half + 1
            }
        }
        return low
    }
}
