import ComplayoutModel
import Testing

@testable import ComplayoutEngine

/// The search for the first group instance at a position, at the ends of what an Int counts
/// (found by the model fuzz target: a rectangle query over Int.max items trapped converting 2^63).
@Suite struct SelfSizedInstanceSearchTests {
    let none = SelfSizedInstances(instances: InstanceIndices([]), solutions: InstanceSolutions(), shifts: Self.shifts([]))
    /// Instances 2, 3 and 4 solved again, each 5 longer than a periodic one: with a stride of 10,
    /// instances start at 0, 10, 20, 35, 50, 65, 75, …
    let run = SelfSizedInstances(
        instances: InstanceIndices(run: 2..<5), solutions: InstanceSolutions(),
        shifts: Self.shifts([5, 5, 5]))

    /// The shifts of instances `extentDeltas` longer than a periodic one, none moving across.
    private static func shifts(_ extentDeltas: [Double]) -> ResolvedShifts {
        var shifts = ResolvedShifts(for: InstanceSolutions(), along: .vertical, periodicExtent: 0)
        for delta in extentDeltas { shifts.append(extentDelta: delta, crossShift: 0) }
        return shifts
    }

    @Test func aRunPlacesItsInstancesWithoutAList() {
        #expect(run.placement(of: 1) == (0, nil))
        #expect(run.placement(of: 3) == (5, 1))
        #expect(run.placement(of: 7) == (15, nil))
        var walk = SelfSizedInstances.Walk()
        #expect(run.placement(of: 2, from: &walk) == (0, 0))
        #expect(run.placement(of: 4, from: &walk) == (10, 2))
        #expect(run.placement(of: 5, from: &walk) == (15, nil))
        #expect(run.entries.map(\.index) == [2, 3, 4])
        #expect(run.firstInstance(reaching: 36, strictly: false, stride: 10, count: 100) == 4)
        #expect(run.firstInstance(reaching: 66, strictly: false, stride: 10, count: 100) == 6)
    }

    @Test func aTargetPastTheLastInstanceIsTheCount() {
        #expect(none.firstInstance(reaching: 1e300, strictly: false, stride: 1, count: .max) == .max)
        #expect(none.firstInstance(reaching: 1e300, strictly: true, stride: 1, count: .max) == .max)
        #expect(none.firstInstance(reaching: 1e30, strictly: false, stride: 1e-300, count: 10) == 10)
    }

    @Test func aTargetBeforeTheFirstInstanceIsZero() {
        #expect(none.firstInstance(reaching: -1e300, strictly: false, stride: 1, count: .max) == 0)
    }

    @Test func aTargetInsideIsTheInstanceThatReachesIt() {
        // Instances at 0, 10, 20, …: 25 is first reached by instance 3 (30), and 20 by 2, or 3 strictly.
        #expect(none.firstInstance(reaching: 25, strictly: false, stride: 10, count: .max) == 3)
        #expect(none.firstInstance(reaching: 20, strictly: false, stride: 10, count: .max) == 2)
        #expect(none.firstInstance(reaching: 20, strictly: true, stride: 10, count: .max) == 3)
    }
}
