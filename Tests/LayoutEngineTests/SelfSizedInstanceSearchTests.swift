import ComplayoutModel
import Testing

@testable import ComplayoutEngine

/// The search for the first group instance at a position, at the ends of what an Int counts
/// (found by the model fuzz target: a rectangle query over Int.max items trapped converting 2^63).
@Suite struct SelfSizedInstanceSearchTests {
    let none = SelfSizedInstances(indices: [], solutions: InstanceSolutions(), offsets: [])

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
