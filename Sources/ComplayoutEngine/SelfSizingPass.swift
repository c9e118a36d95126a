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

    /// The periodic solution and the instances solved again, ascending.
    struct Result {
        var periodic: GroupSolution
        var indices: [Int]
        var solutions: [GroupSolution]
    }

    /// Runs the pass given the periodic solution of the initial pass and the measured cell sizes by item.
    func run(periodic: GroupSolution, cellSizes: [Int: MeasuredSize]) throws(Diagnostic) -> Result {
        let items = PeriodicItems(capacity: periodic.capacity, itemCount: itemCount)
        let groupCount = items.groupCount
        var byInstance: [Int: [Int: MeasuredSize]] = [:]
        for (item, size) in cellSizes where item >= 0 && item < itemCount {
            let (instance, slot) = items.position(ofItem: item)
            byInstance[instance, default: [:]][slot] = size
        }
        // UIKit invalidates a cell only for a preferred size other than its current one.
        let indices = byInstance.filter { _, sizes in
            sizes.contains { slot, size in
                let cell = periodic.cells[slot]
                return cell.estimatedAxes.change(cell.frame.size, to: size)
            }
        }.keys.sorted()
        var result = Result(periodic: periodic, indices: indices, solutions: [])
        result.solutions.reserveCapacity(indices.count)
        var stored = storedBefore
        for instance in indices {
            let solution = try resolver(instance, byInstance[instance] ?? [:], items).solve(group, size: groupSize)
            stored += solution.elementCount
            if stored > limits.maxStoredElements {
                throw limits.tooManyStoredElements(at: group, resolvingInstances: indices.count)
            }
            result.solutions.append(solution)
        }
        return try sharingUniformRootLength(result, measured: byInstance, groupCount: groupCount)
    }

    /// R62: a uniform dimension on the outermost group is shared by every instance of the section:
    /// the largest of the instances solved again and, if any instance was not, the periodic one.
    private func sharingUniformRootLength(
        _ result: Result, measured: [Int: [Int: MeasuredSize]], groupCount: Int
    ) throws(Diagnostic) -> Result {
        let uniformAxes = LayoutAxis.allCases.filter { group.size[$0].isUniformAcrossSiblings }
        guard !uniformAxes.isEmpty else { return result }
        var shared = result.periodic.size
        for axis in uniformAxes {
            let periodicLength = result.indices.count < groupCount ? [result.periodic.size[axis]] : []
            shared[axis] = (periodicLength + result.solutions.map { $0.size[axis] }).max() ?? shared[axis]
        }
        func grown(_ size: Size) -> Size? {
            var grown = size
            for axis in uniformAxes { grown[axis] = shared[axis] }
            return grown == size ? nil : grown
        }
        var result = result
        if let size = grown(result.periodic.size) {
            result.periodic = try solver.solve(group, size: groupSize, finalSize: size)
        }
        for (position, instance) in result.indices.enumerated() {
            guard let size = grown(result.solutions[position].size) else { continue }
            result.solutions[position] = try resolver(
                instance, measured[instance] ?? [:], PeriodicItems(capacity: result.periodic.capacity, itemCount: itemCount))
                .solve(group, size: groupSize, finalSize: size)
        }
        return result
    }

    /// The solver for `instance` solved again with its cells' measured sizes, by slot.
    private func resolver(_ instance: Int, _ cells: [Int: MeasuredSize], _ items: PeriodicItems) -> GroupSolver {
        var resolver = solver
        resolver.measurements.cells = cells
        resolver.measurements.resolvesInstance = true
        resolver.measurements.existingCells = items.itemCount(inInstance: instance)
        return resolver
    }
}
