import LayoutModel

/// The group instances of a section that the final pass solved again because cells in them
/// measured a size other than their estimate (R57, R58), kept sparse: every other instance is
/// the periodic one (R19).
///
/// Instance *k* starts at `k × stride + shift(k)` along the group axis, where the shift is the
/// sum of the extent differences of the instances solved again before *k*. Those sums are
/// kept as prefix sums, so placing an instance, or finding the instances at a position, is a
/// binary search over the *m* instances solved again: O(log m).
struct SelfSizedInstances: Sendable {
    /// The instance numbers, ascending.
    private let indices: [Int]
    /// Their solutions, in the same order.
    let solutions: [GroupSolution]
    /// `shifts[j]`: the extent differences of the instances before `indices[j]`, summed;
    /// one more entry than `indices`, the last being the total.
    private let shifts: [Double]
    /// Each instance's origin shift across the group axis (R27).
    private let crossShifts: [Double]

    /// `indices` ascending; `solutions` and `offsets` in the same order.
    init(indices: [Int], solutions: [GroupSolution], offsets: [GroupTrack.InstanceOffset]) {
        self.indices = indices
        self.solutions = solutions
        var shifts = [0.0]
        shifts.reserveCapacity(offsets.count + 1)
        for offset in offsets { shifts.append(shifts[shifts.count - 1] + offset.extentDelta) }
        self.shifts = shifts
        self.crossShifts = offsets.map(\.crossShift)
    }

    var isEmpty: Bool { indices.isEmpty }

    /// How far `instance` starts beyond its periodic position along the group axis, and, if it was
    /// solved again, its solution and its shift across the axis: one binary search.
    func placement(of instance: Int) -> (shift: Double, resolved: (solution: GroupSolution, crossShift: Double)?) {
        let position = countBefore(instance)
        guard position < indices.count, indices[position] == instance else { return (shifts[position], nil) }
        return (shifts[position], (solutions[position], crossShifts[position]))
    }

    /// How many instances solved again come before `instance`.
    private func countBefore(_ instance: Int) -> Int {
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < instance { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first instance in `0..<count` whose position `k × stride + shift(k)` is at
    /// least `target` (more than `target` when `strictly`), or `count` when there is none.
    ///
    /// Positions never decrease with *k* (strides and extents are never negative), so the first
    /// instance solved again that reaches `target` is found by binary search; every instance
    /// between it and the one solved again before it shares its shift, which leaves a division.
    func firstInstance(reaching target: Double, strictly: Bool, stride: Double, count: Int) -> Int {
        func reaches(_ position: Double) -> Bool { strictly ? position > target : position >= target }
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if reaches(Double(indices[middle]) * stride + shifts[middle]) { high = middle } else { low = middle + 1 }
        }
        let first = low > 0 ? indices[low - 1] + 1 : 0
        let last = low < indices.count ? indices[low] : count
        let shift = shifts[low]
        guard first < last else { return last }
        guard stride > 0 else { return reaches(shift) ? first : last }
        let quotient = (target - shift) / stride
        guard quotient.isFinite else { return quotient == .infinity ? last : first }
        let candidate = strictly ? quotient.rounded(.down) + 1 : quotient.rounded(.up)
        // Clamp before converting, so that huge targets cannot trap.
        return Int(min(max(candidate, Double(first)), Double(last)))
    }
}
