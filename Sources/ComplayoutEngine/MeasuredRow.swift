import ComplayoutModel

/// The final pass's fast path for the commonest self-sized shape (R57, R58): a root group that is
/// one stack of items, fixed along its axis and estimated across it — a grid row as tall as its
/// tallest cell, a one-item list row.
///
/// There, solving an instance again changes nothing along the group's axis, and across it only
/// each measured cell's length and the group's extent: every cell starts where the periodic
/// solution's does (no edge spacing), its slot is its cell (estimated axes take no content
/// insets, R30), and the group takes its content insets plus the longest existing cell (R58). So
/// the instance is the periodic solution with those lengths replaced — the solution the general
/// solver gives, bit for bit (a test compares them), at a few instructions per cell.
struct MeasuredRow {
    private let periodic: GroupSolution
    /// The axis across the group's: the one measured lengths change.
    let cross: LayoutAxis
    /// The group's content insets across its axis, resolved as the solver resolves them.
    private let crossInsets: Double

    /// The fast path for `group` resolved at `size` with periodic solution `periodic`, or nil when
    /// the group is not of that shape.
    init?(group: LayoutGroup, size: Size, periodic: GroupSolution, solver: GroupSolver) {
        guard case .stack(let axis, _) = group.kind, group.supplementaryItems.isEmpty,
            Self.isFixed(group.size[axis]), Self.isEstimatedAlone(group.size[axis.cross])
        else { return nil }
        for subitem in group.subitems {
            guard case .item(let item) = subitem, item.supplementaryItems.isEmpty, item.edgeSpacing == nil,
                Self.isFixed(item.size[axis]), Self.isEstimatedAlone(item.size[axis.cross])
            else { return nil }
        }
        self.periodic = periodic
        cross = axis.cross
        crossInsets = group.contentInsets.resolvedAsContainerInsets(for: size, grid: solver.grid).total(along: cross)
    }

    /// Estimated, and not shared with siblings (R62): a measured length is its own.
    private static func isEstimatedAlone(_ dimension: LayoutDimension) -> Bool {
        dimension.isEstimated && !dimension.isUniformAcrossSiblings
    }

    /// Neither estimated (a measured length would change it, R57, R58) nor uniform (R62).
    private static func isFixed(_ dimension: LayoutDimension) -> Bool {
        !dimension.isEstimated && !dimension.isUniformAcrossSiblings
    }

    /// Solves an instance again with its cells' `measured` sizes: appends its cells' lengths across
    /// the group's axis to `lengths` (its extent follows from them, `InstanceSolutions`).
    func solve(measured: MeasuredCells, appendingTo lengths: inout [Double]) {
        for slot in periodic.cells.indices {
            let measuredSize = measured[slot]
            lengths.append(
                (cross == .horizontal ? measuredSize?.width : measuredSize?.height) ?? periodic.cells[slot].frame.size[cross])
        }
    }

    /// The instances `indices`, solved again with the cells `measured` gives for each.
    func solutions(_ indices: [Int], measured: (Int) -> MeasuredCells, items: PeriodicItems) -> InstanceSolutions {
        var lengths: [Double] = []
        lengths.reserveCapacity(indices.count * periodic.cells.count)
        for instance in indices { solve(measured: measured(instance), appendingTo: &lengths) }
        return InstanceSolutions(
            rows: periodic, cross: cross, crossInsets: crossInsets, lengths: lengths,
            lastRowCells: indices.last.map(items.itemCount(inInstance:)) ?? 0)
    }

    /// The lengths across the group's axis that `data` measures for the cells, by item, when one
    /// list gives them all (`heights:` or `widths:`, and no `sizes:`); nil otherwise.
    func listedLengths(in data: SectionData) -> MeasuredLengths? {
        guard data.sizes.isEmpty else { return nil }
        return cross == .vertical ? data.heights : data.widths
    }

    /// The lengths across the group's axis that `data` measures for the first `itemCount` items, as
    /// one list by item made from its sizes — over its list for that axis, which they override
    /// (`SectionData.measuredSize(of:)`) — when it has sizes and they are dense enough that the list
    /// holds no more than twice as many lengths as they and the data's list do; nil otherwise. A
    /// feed's heights given by item in `sizes:` are then read as the list is (`changedRun`).
    func lengths(fromSizesIn data: SectionData, itemCount: Int) -> MeasuredLengths? {
        guard !data.sizes.isEmpty else { return nil }
        let listed = cross == .vertical ? data.heights : data.widths
        // Items at or past `itemCount` are not read (and may be as large as `Int.max`).
        var end = min(listed.count, itemCount)
        for item in data.sizes.keys where item >= end && item < itemCount { end = item + 1 }
        guard end <= 2 * (data.sizes.count + listed.count) else { return nil }
        var lengths = (0..<end).map(listed.storedLength)
        for (item, size) in data.sizes where item >= 0 && item < end {
            if let length = cross == .vertical ? size.height : size.width { lengths[item] = length }
        }
        return MeasuredLengths(storage: lengths)
    }

    /// The instances holding a cell whose length in `lengths` differs from the periodic one (UIKit
    /// invalidates a cell only for a preferred size other than its current one), when they are
    /// one run; nil when they are none or not consecutive. One pass over the listed items,
    /// reading each length where the data holds it.
    func changedRun(_ lengths: MeasuredLengths, items: PeriodicItems) -> Range<Int>? {
        let capacity = periodic.cells.count
        guard capacity > 0 else { return nil }
        let periodicLengths = periodic.cells.map { $0.frame.size[cross] }
        let end = min(lengths.count, items.itemCount)
        var first = -1
        var last = -1
        var changed = 0
        lengths.withStoredLengths { storage in
            var instance = 0
            var item = 0
            while item < end {
                let stop = min(item + capacity, end)
                var slot = 0
                for listed in item..<stop {
                    let length = storage[listed]
                    if !MeasuredLengths.isUnmeasured(length), length != periodicLengths[slot] {
                        if first < 0 { first = instance }
                        last = instance
                        changed += 1
                        break
                    }
                    slot += 1
                }
                item = stop
                instance += 1
            }
        }
        guard changed > 0, changed == last - first + 1 else { return nil }
        return first..<last + 1
    }

    /// The instances of `run`, solved again with the lengths `lengths` gives by item, read where
    /// they are.
    func solutions(_ run: Range<Int>, reading lengths: MeasuredLengths, made: Bool, items: PeriodicItems) -> InstanceSolutions {
        InstanceSolutions(
            rows: periodic, cross: cross, crossInsets: crossInsets, count: run.count,
            lastRowCells: run.last.map(items.itemCount(inInstance:)) ?? 0, reading: lengths, made: made,
            firstItem: run.lowerBound * periodic.cells.count, itemCount: items.itemCount)
    }
}
