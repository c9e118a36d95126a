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
    private let cross: LayoutAxis
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
}
