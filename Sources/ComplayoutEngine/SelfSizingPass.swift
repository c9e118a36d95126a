import ComplayoutDiagnostics
import ComplayoutModel

/// STEP 2b: the final pass over one section's root group instances (R57, R58, R62).
///
/// Only the instances holding a cell whose measured size differs from its current size are
/// solved again; the others keep the periodic solution, so the cost is that of the measured
/// instances, not of the section's items.
struct SelfSizingPass {
    /// Solves with the section's measured anchored supplementaries.
    var solver: GroupSolver
    var group: LayoutGroup
    /// The root group's resolved layout size.
    var groupSize: Size
    var itemCount: Int
    /// Bounds the instances solved again: each is stored, so each counts against
    /// `maxStoredElements` with what the evaluation stores already.
    var limits: EvaluationLimits
    /// The elements stored before this pass: the sections before this one and this section's periodic solution.
    var storedBefore: Int
    /// The axis along which the section's group instances follow each other (`GroupTrack.groupAxis`).
    var instanceAxis: LayoutAxis
    /// Whether rows of the commonest shape take the fast path (`MeasuredRow`); tests turn it off
    /// to compare it with the general solver.
    var usesMeasuredRows = true

    /// The periodic solution and the instances solved again, ascending.
    struct Result {
        var periodic: GroupSolution
        var indices: InstanceIndices
        var solutions: InstanceSolutions
        /// The section's measured cells, from which each instance's are read again for its trace.
        var cells: MeasuredCells
        /// R62: the root group's size shared by every instance on its uniform axes; nil when it
        /// has none.
        var shared: Size?
    }

    /// Runs the pass given the periodic solution of the initial pass and the section's measured cell sizes.
    func run(periodic: GroupSolution, measured data: SectionData) throws(Diagnostic) -> Result {
        let items = PeriodicItems(capacity: periodic.capacity, itemCount: itemCount)
        let cells = MeasuredCells(data)
        let row = usesMeasuredRows ? MeasuredRow(group: group, size: groupSize, periodic: periodic, solver: solver) : nil
        // What `count` instances solved again store: rows count by their bytes; any other instance
        // holds the periodic one's cells and supplementaries — which children a group holds is
        // decided on the estimates (R15). Known before solving, so that a feed of millions of
        // measured rows is refused before its instances are even listed.
        func fits(_ count: Int) -> Bool {
            let (stored, overflow) =
                row == nil
                ? count.multipliedReportingOverflow(by: periodic.elementCount)
                : (InstanceSolutions.storedElementCount(rows: count, capacity: periodic.cells.count), false)
            return !overflow && storedBefore <= limits.maxStoredElements - stored
        }
        // Rows reaching along the instances' axis, every one of a run solved again with lengths the
        // data lists — or its sizes, made into a list — the list is read where it is, and the
        // instances are a range.
        let listed = row.flatMap { $0.cross == instanceAxis ? $0.listedLengths(in: data) : nil }
        if let row, row.cross == instanceAxis,
            let lengths = listed ?? row.lengths(fromSizesIn: data, itemCount: itemCount),
            let run = row.changedRun(lengths, items: items)
        {
            let made = listed == nil
            let stored = InstanceSolutions.storedElementCount(
                run: run.count, reading: lengths.count, madeFromSizes: made, capacity: periodic.cells.count)
            guard storedBefore <= limits.maxStoredElements - stored else {
                throw limits.tooManyStoredElements(at: group, resolvingInstances: run.count)
            }
            return Result(
                periodic: periodic, indices: InstanceIndices(run: run),
                solutions: row.solutions(run, reading: lengths, made: made, items: items), cells: cells, shared: nil)
        }
        // UIKit invalidates a cell only for a preferred size other than its current one.
        var indices: [Int] = []
        var changed = 0
        cells.forEachInstance(capacity: periodic.capacity) { instance, cells in
            let changes = cells.all.contains { slot, size in
                let cell = periodic.cells[slot]
                return cell.estimatedAxes.change(cell.frame.size, to: size)
            }
            guard changes else { return }
            changed += 1
            if fits(changed) { indices.append(instance) }
        }
        guard changed == indices.count else {
            throw limits.tooManyStoredElements(at: group, resolvingInstances: changed)
        }
        let measured = { (instance: Int) in cells.instance(instance, capacity: periodic.capacity) }
        if let row {
            return Result(
                periodic: periodic, indices: InstanceIndices(indices),
                solutions: row.solutions(indices, measured: measured, items: items),
                cells: cells, shared: nil)
        }
        var solutions: [GroupSolution] = []
        solutions.reserveCapacity(indices.count)
        for instance in indices {
            solutions.append(try resolver(instance, measured(instance), items).solve(group, size: groupSize))
        }
        // R62: a uniform dimension on the outermost group is shared by every instance of the section:
        // the largest of the instances solved again and, if any instance was not, the periodic one.
        let shared = sharedSize(of: (indices.count < items.groupCount ? [periodic] : []) + solutions)
        for (position, instance) in indices.enumerated() {
            solutions[position] = try sharing(
                shared, solutions[position], solver: resolver(instance, measured(instance), items))
        }
        return Result(
            periodic: try sharing(shared, periodic, solver: solver), indices: InstanceIndices(indices),
            solutions: InstanceSolutions(solutions), cells: cells, shared: shared)
    }

    /// How group instance `instance` of the pass's `result` was solved: solved once more as `run`
    /// solved it, recording its trace — the periodic solution's for an instance not solved again.
    func trace(ofInstance instance: Int, in result: Result) throws(Diagnostic) -> GroupTrace? {
        var recording = self
        recording.solver.recordsTrace = true
        let capacity = result.periodic.capacity
        let items = PeriodicItems(capacity: capacity, itemCount: itemCount)
        let solver =
            result.indices.holds(instance)
            ? recording.resolver(instance, result.cells.instance(instance, capacity: capacity), items)
            : recording.solver
        return try recording.sharing(result.shared, solver.solve(group, size: groupSize), solver: solver).trace
    }

    /// The root group's size on its uniform axes: the largest of `solutions`'; nil when it has no
    /// uniform axis.
    private func sharedSize(of solutions: [GroupSolution]) -> Size? {
        let uniformAxes = LayoutAxis.allCases.filter { group.size[$0].isUniformAcrossSiblings }
        guard !uniformAxes.isEmpty, var shared = solutions.first?.size else { return nil }
        for axis in uniformAxes {
            shared[axis] = solutions.map { $0.size[axis] }.max() ?? shared[axis]
        }
        return shared
    }

    /// R62: `solution`, which `solver` gave, with the `shared` size on the root group's uniform
    /// axes — solved once more at that final size when its own differs.
    private func sharing(_ shared: Size?, _ solution: GroupSolution, solver: GroupSolver) throws(Diagnostic) -> GroupSolution {
        guard let shared else { return solution }
        var grown = solution.size
        for axis in LayoutAxis.allCases where group.size[axis].isUniformAcrossSiblings {
            grown[axis] = shared[axis]
        }
        return grown == solution.size ? solution : try solver.solve(group, size: groupSize, finalSize: grown)
    }

    /// The solver for `instance` solved again with its cells' measured sizes, by slot.
    private func resolver(_ instance: Int, _ cells: MeasuredCells, _ items: PeriodicItems) -> GroupSolver {
        var resolver = solver
        resolver.measurements.cells = cells
        resolver.measurements.resolvesInstance = true
        resolver.measurements.existingCells = items.itemCount(inInstance: instance)
        return resolver
    }
}
