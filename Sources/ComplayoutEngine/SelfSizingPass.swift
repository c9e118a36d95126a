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
    /// Whether rows of the commonest shape take the fast path (`MeasuredRow`); tests turn it off
    /// to compare it with the general solver.
    var usesMeasuredRows = true

    /// The periodic solution and the instances solved again, ascending.
    struct Result {
        var periodic: GroupSolution
        var indices: [Int]
        var solutions: InstanceSolutions
    }

    /// Runs the pass given the periodic solution of the initial pass and the section's measured cell sizes.
    func run(periodic: GroupSolution, measured data: SectionData) throws(Diagnostic) -> Result {
        let items = PeriodicItems(capacity: periodic.capacity, itemCount: itemCount)
        let groupCount = items.groupCount
        let cells = MeasuredCells(data)
        let row = usesMeasuredRows ? MeasuredRow(group: group, size: groupSize, periodic: periodic, solver: solver) : nil
        // What `count` instances solved again store at least: rows count by their bytes; any other
        // instance has the periodic one's elements. Known before solving, so that a feed of
        // millions of measured rows is refused before its instances are even listed.
        func fits(_ count: Int) -> Bool {
            let (stored, overflow) =
                row == nil
                ? count.multipliedReportingOverflow(by: periodic.elementCount)
                : (InstanceSolutions.storedElementCount(rows: count, capacity: periodic.cells.count), false)
            return !overflow && storedBefore <= limits.maxStoredElements - stored
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
                periodic: periodic, indices: indices, solutions: row.solutions(indices, measured: measured, items: items))
        }
        var solutions: [GroupSolution] = []
        solutions.reserveCapacity(indices.count)
        var stored = storedBefore
        for instance in indices {
            let solution = try resolver(instance, measured(instance), items).solve(group, size: groupSize)
            stored += solution.elementCount
            if stored > limits.maxStoredElements {
                throw limits.tooManyStoredElements(at: group, resolvingInstances: indices.count)
            }
            solutions.append(solution)
        }
        let (shared, sharedSolutions) = try sharingUniformRootLength(
            periodic: periodic, indices: indices, solutions: solutions, measured: measured, groupCount: groupCount)
        return Result(periodic: shared, indices: indices, solutions: InstanceSolutions(sharedSolutions))
    }

    /// R62: a uniform dimension on the outermost group is shared by every instance of the section:
    /// the largest of the instances solved again and, if any instance was not, the periodic one.
    private func sharingUniformRootLength(
        periodic: GroupSolution, indices: [Int], solutions: [GroupSolution], measured: (Int) -> MeasuredCells,
        groupCount: Int
    ) throws(Diagnostic) -> (periodic: GroupSolution, solutions: [GroupSolution]) {
        let uniformAxes = LayoutAxis.allCases.filter { group.size[$0].isUniformAcrossSiblings }
        guard !uniformAxes.isEmpty else { return (periodic, solutions) }
        var shared = periodic.size
        for axis in uniformAxes {
            let periodicLength = indices.count < groupCount ? [periodic.size[axis]] : []
            shared[axis] = (periodicLength + solutions.map { $0.size[axis] }).max() ?? shared[axis]
        }
        func grown(_ size: Size) -> Size? {
            var grown = size
            for axis in uniformAxes { grown[axis] = shared[axis] }
            return grown == size ? nil : grown
        }
        var periodic = periodic
        var solutions = solutions
        if let size = grown(periodic.size) {
            periodic = try solver.solve(group, size: groupSize, finalSize: size)
        }
        for (position, instance) in indices.enumerated() {
            guard let size = grown(solutions[position].size) else { continue }
            solutions[position] = try resolver(
                instance, measured(instance), PeriodicItems(capacity: periodic.capacity, itemCount: itemCount))
                .solve(group, size: groupSize, finalSize: size)
        }
        return (periodic, solutions)
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
