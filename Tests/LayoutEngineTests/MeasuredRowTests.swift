import ComplayoutModel
import ComplayoutTestSupport
import Testing

@testable import ComplayoutEngine

/// The final pass's fast path for rows (`MeasuredRow`) gives the solutions the general group solver
/// gives, bit for bit, on random rows of the shape it takes: both axes, counts and lists of items,
/// fixed and flexible spacing, content insets on the group and on the items, partial last rows,
/// cells measured larger, smaller, equal to their estimate or not at all, and three display scales;
/// rows of other shapes (edge spacing, uniform siblings) must be left to the general solver.
@Suite struct MeasuredRowTests {
    @Test func rowsSolvedAgainMatchTheGeneralSolver() throws {
        var random = SplitMix64(state: 17)
        var fastRows = 0
        for _ in 0..<400 {
            let row = Self.randomRow(&random)
            let periodic = try row.solver.solve(row.group, size: row.size)
            var pass = SelfSizingPass(
                solver: row.solver, group: row.group, groupSize: row.size, itemCount: row.itemCount,
                limits: .default, storedBefore: periodic.elementCount, instanceAxis: row.cross)
            let fast = try pass.run(periodic: periodic, measured: SectionData(itemCount: row.itemCount, sizes: row.measured))
            pass.usesMeasuredRows = false
            let general = try pass.run(periodic: periodic, measured: SectionData(itemCount: row.itemCount, sizes: row.measured))
            #expect(fast.indices == general.indices)
            let fastSolutions = (0..<fast.solutions.count).map(fast.solutions.solution)
            let generalSolutions = (0..<general.solutions.count).map(general.solutions.solution)
            #expect(fastSolutions == generalSolutions, "\(row.group) with \(row.measured)")
            for position in 0..<fast.solutions.count {
                #expect(fast.solutions.supplementaries(position) == general.solutions.supplementaries(position))
            }
            if MeasuredRow(group: row.group, size: row.size, periodic: periodic, solver: row.solver) != nil {
                fastRows += 1
            }
        }
        // Most random rows are of the shape; the rest check that the others are left alone.
        #expect(fastRows > 250)
    }

    /// Rows whose lengths come as one list (`heights:` or `widths:`) — or by item in `sizes:`, made
    /// into one — every row of a run measured another length: read from the list where it is, they
    /// are the general solver's solutions, bit for bit, as are the instances chosen.
    @Test(arguments: [false, true])
    func runsReadFromAListMatchTheGeneralSolver(bySizes: Bool) throws {
        var random = SplitMix64(state: 71)
        var runs = 0
        for _ in 0..<400 {
            let row = Self.randomRow(&random)
            let periodic = try row.solver.solve(row.group, size: row.size)
            // Every item measured another length, but for some before and after the run.
            let skipped = (before: Int.random(in: 0...3, using: &random), after: Int.random(in: 0...3, using: &random))
            let lengths: [Double?] = (0..<row.itemCount).map { item in
                item < skipped.before || item >= row.itemCount - skipped.after
                    ? nil : Double(Int.random(in: 130...300, using: &random)) / 2
            }
            var data =
                row.cross == .vertical
                ? SectionData(itemCount: row.itemCount, heights: MeasuredLengths(lengths))
                : SectionData(itemCount: row.itemCount, widths: MeasuredLengths(lengths))
            if bySizes {
                // The same lengths by item, with a length along the row's axis too, which its fixed
                // lengths there ignore.
                data = SectionData(itemCount: row.itemCount)
                for (item, length) in lengths.enumerated() {
                    guard let length else { continue }
                    data.sizes[item] =
                        row.cross == .vertical
                        ? MeasuredSize(width: length + 1, height: length) : MeasuredSize(width: length, height: length + 1)
                }
            }
            var pass = SelfSizingPass(
                solver: row.solver, group: row.group, groupSize: row.size, itemCount: row.itemCount,
                limits: .default, storedBefore: periodic.elementCount, instanceAxis: row.cross)
            let fast = try pass.run(periodic: periodic, measured: data)
            pass.usesMeasuredRows = false
            let general = try pass.run(periodic: periodic, measured: data)
            #expect(fast.indices == general.indices)
            #expect(fast.solutions.count == general.solutions.count)
            for position in 0..<min(fast.solutions.count, general.solutions.count) {
                #expect(fast.solutions.solution(position) == general.solutions.solution(position), "\(row.group)")
                #expect(fast.solutions.size(position) == general.solutions.size(position))
            }
            if fast.indices.isRun { runs += 1 }
        }
        #expect(runs > 200)
    }

    /// A row, as the solver sees the root group of a section.
    private struct Row {
        var group: LayoutGroup
        /// The axis across the row's: the one its cells' measured lengths change.
        var cross: LayoutAxis
        var size: Size
        var solver: GroupSolver
        var itemCount: Int
        var measured: [Int: MeasuredSize]
    }

    private static func randomRow(_ random: inout SplitMix64) -> Row {
        let axis: LayoutAxis = Bool.random(using: &random) ? .horizontal : .vertical
        let cross = axis.cross
        let count = Int.random(in: 1...4, using: &random)
        let estimate = Double(Int.random(in: 20...120, using: &random))
        func item(share: Double) -> LayoutItem {
            var size = LayoutSize(width: .absolute(0), height: .absolute(0))
            size[axis] = axis == .horizontal ? .fractionalWidth(share) : .fractionalHeight(share)
            size[cross] = .estimated(estimate + Double(Int.random(in: 0...2, using: &random)))
            // One item in twelve shares its length with its siblings (R62): not the fast path's.
            if Int.random(in: 0..<12, using: &random) == 0 { size[cross] = .uniformAcrossSiblings(estimate: estimate) }
            var insets = DirectionalInsets.zero
            if Int.random(in: 0..<3, using: &random) == 0 { insets = DirectionalInsets(all: Double(Int.random(in: 1...4, using: &random))) }
            // One row in ten has an item of another shape, which the fast path must leave alone.
            let edge: EdgeSpacing? = Int.random(in: 0..<10, using: &random) == 0 ? EdgeSpacing(top: .fixed(2)) : nil
            return LayoutItem(size: size, contentInsets: insets, edgeSpacing: edge)
        }
        let kind: GroupKind =
            Bool.random(using: &random)
            ? .stack(axis, .count(count, .item(item(share: 1))))
            : .stack(axis, .repeating((0..<count).map { _ in .item(item(share: 1 / Double(count + 1))) }))
        var groupSize = LayoutSize(width: .absolute(0), height: .absolute(0))
        groupSize[axis] = axis == .horizontal ? .fractionalWidth(1) : .fractionalHeight(1)
        groupSize[cross] = Int.random(in: 0..<12, using: &random) == 0 ? .uniformAcrossSiblings(estimate: estimate) : .estimated(estimate)
        let spacing: Spacing = Bool.random(using: &random) ? .fixed(Double(Int.random(in: 0...10, using: &random))) : .flexible(4)
        let insets = DirectionalInsets(
            top: Double(Int.random(in: 0...6, using: &random)), leading: Double(Int.random(in: 0...6, using: &random)),
            bottom: Double(Int.random(in: 0...6, using: &random)), trailing: Double(Int.random(in: 0...6, using: &random)))
        let group = LayoutGroup(size: groupSize, kind: kind, interItemSpacing: spacing, contentInsets: insets)
        let scale = [1.0, 2, 3][Int.random(in: 0..<3, using: &random)]
        let environment = LayoutEnvironment(container: Size(width: 393, height: 852), traits: Traits(displayScale: scale))
        let grid = PixelGrid(environment)
        let size = groupSize.resolved(in: environment.container, grid: grid)
        let itemCount = Int.random(in: 1...40, using: &random)
        var measured: [Int: MeasuredSize] = [:]
        for item in 0..<itemCount where Int.random(in: 0..<3, using: &random) > 0 {
            let length = [estimate, estimate + 0.5, Double(Int.random(in: 0...300, using: &random)) / scale][
                Int.random(in: 0..<3, using: &random)]
            measured[item] = cross == .horizontal ? MeasuredSize(width: length) : MeasuredSize(height: length)
            if Int.random(in: 0..<8, using: &random) == 0 {
                measured[item] = MeasuredSize(width: length, height: length + 1)
            }
        }
        return Row(
            group: group, cross: cross, size: size, solver: GroupSolver(grid: grid, limits: .default), itemCount: itemCount,
            measured: measured)
    }
}
