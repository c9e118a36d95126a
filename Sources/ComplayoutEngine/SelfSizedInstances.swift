import ComplayoutModel

/// The group instances of a section that the final pass solved again because cells in them
/// measured a size other than their estimate (R57, R58), kept sparse: every other instance is
/// the periodic one (R19).
///
/// Instance *k* starts at `k × stride + shift(k)` along the group axis, where the shift is the
/// sum of the extent differences of the instances solved again before *k*. Those sums are kept
/// as prefix sums, so placing an instance, or finding the instances at a position, is a binary
/// search over the *m* instances solved again: O(log m) — a subtraction when they are a run.
/// A run of rows holds one byte an instance (every eighth prefix sum); a list, up to 24.
package struct SelfSizedInstances: Sendable {
    /// One instance solved again, as `entries` gives it.
    package struct Entry: Sendable {
        /// The instance number.
        package var index: Int
        /// The extent differences of the instances solved again before this one, summed.
        var shift: Double
        /// Its origin's shift across the group axis (R27).
        package var crossShift: Double
    }

    /// The instances solved again, ascending by instance number, each made when read from the
    /// arrays below: no array of entries is held.
    package struct Entries: RandomAccessCollection, Sendable {
        fileprivate let instances: InstanceIndices
        /// Their prefix sums and cross shifts, in the same order, and their solutions, from which
        /// the prefix sums not kept are summed again.
        fileprivate let shifts: ResolvedShifts
        fileprivate let solutions: InstanceSolutions

        package var startIndex: Int { 0 }
        package var endIndex: Int { shifts.count }

        package subscript(position: Int) -> Entry {
            Entry(
                index: instances[position], shift: shift(position),
                crossShift: shifts.crossShift(position))
        }

        /// The prefix sum of `position`, summed on from `known` when it is near.
        @inline(__always)
        fileprivate func shift(_ position: Int, from known: (position: Int, shift: Double)? = nil) -> Double {
            shifts.before(position, in: solutions, from: known)
        }
    }

    /// Where a walk over instances in ascending order is among the instances solved again
    /// (`placement(of:from:)`), and the last prefix sum it found, from which the next is summed on.
    package struct Walk: Sendable {
        /// The count of instances solved again before the last instance placed.
        fileprivate var position = 0
        fileprivate var known: (position: Int, shift: Double)?

        package init() {}
    }

    /// What one instance costs held in a list: its number, its prefix sum and its cross shift.
    static let bytesPerListedInstance = 3 * MemoryLayout<Double>.stride
    /// What one instance of a run costs: its share of a kept prefix sum (`ResolvedShifts`), one byte.
    static let bytesPerInstanceInRun = MemoryLayout<Double>.stride / ResolvedShifts.checkpointSpacing

    /// Ascending by instance number.
    package let entries: Entries
    /// Their solutions, in the same order.
    private var solutions: InstanceSolutions { entries.solutions }
    /// The extent differences of all of them, summed: the shift of every instance after the last.
    private var totalShift: Double { entries.shifts.total }

    /// `instances` ascending; `solutions` and `shifts` in the same order.
    init(instances: InstanceIndices, solutions: InstanceSolutions, shifts: ResolvedShifts) {
        entries = Entries(instances: instances, shifts: shifts, solutions: solutions)
    }

    /// The solution of `entries[position]`'s instance.
    package func solution(ofEntry position: Int) -> GroupSolution { solutions.solution(position) }

    /// The number of cells of `entries[position]`'s instance.
    func cellCount(ofEntry position: Int) -> Int { solutions.cellCount(position) }

    /// The elements the instances count as against `EvaluationLimits.maxStoredElements`
    /// (`InstanceSolutions.storedElementCount`).
    var storedElementCount: Int { solutions.storedElementCount }

    /// Cell `slot` of `entries[position]`'s instance, relative to the instance's origin.
    @inline(__always)
    func cell(ofEntry position: Int, slot: Int) -> CellSlot { solutions.cell(position, slot: slot) }

    /// The length across the group's axis of cell `slot` of `entries[position]`'s instance, when
    /// the instances are rows (`rows`).
    @inline(__always)
    func rowLength(ofEntry position: Int, slot: Int) -> Double { solutions.length(position, slot: slot) }

    /// When the instances are rows none of which moves across the group axis: the axis of their
    /// cells' measured lengths, and per slot the shortest and longest of them
    /// (`InstanceSolutions.rowLengths`); nil otherwise.
    package var rows: (axis: LayoutAxis, bounds: [(shortest: Double, longest: Double)])? {
        movesAcross ? nil : solutions.rowLengths
    }

    /// `entries[position]`'s cross shift, without summing its prefix sum.
    @inline(__always)
    func crossShift(ofEntry position: Int) -> Double {
        entries.shifts.crossShift(position)
    }

    /// The anchored supplementaries of `entries[position]`'s instance, relative to its origin.
    func supplementaries(ofEntry position: Int) -> [SupplementarySlot] { solutions.supplementaries(position) }

    package var isEmpty: Bool { entries.isEmpty }

    /// The largest magnitude of any instance's shift along or across the group axis; NaN when
    /// one is NaN (`ResolvedShifts.largestMagnitude`).
    var largestShiftMagnitude: Double { entries.shifts.largestMagnitude }

    /// True when some instance moves across the group axis (a cross shift other than 0).
    var movesAcross: Bool { !entries.shifts.cross.isEmpty }

    /// How far `instance` starts beyond its periodic position along the group axis, and the
    /// position in `entries` of `instance` if it was solved again: one binary search.
    package func placement(of instance: Int) -> (shift: Double, entry: Int?) {
        var walk = Walk()
        walk.position = entries.instances.countBefore(instance)
        return placement(of: instance, from: &walk)
    }

    /// `placement(of:)` walking forward from `walk`, left by an earlier instance (a new `Walk`
    /// for the first), which it leaves at `instance`: O(1) amortised for instances visited in
    /// order (a walk over the section's cells, or over the entries themselves).
    @inline(__always)
    package func placement(of instance: Int, from walk: inout Walk) -> (shift: Double, entry: Int?) {
        let instances = entries.instances
        let count = entries.shifts.count
        while walk.position < count, instances[walk.position] < instance { walk.position += 1 }
        let position = walk.position
        guard position < count else { return (totalShift, nil) }
        let shift = entries.shift(position, from: walk.known)
        walk.known = (position, shift)
        return (shift, instances[position] == instance ? position : nil)
    }

    /// `placement(of:from:)` for the instance after row `entries[entry]`, the last `walk` placed,
    /// when it is the next entry: its prefix sum is the row's plus the row's extent difference, the
    /// row's extent taken from `longest`, its longest existing cell (`InstanceSolutions.rowExtent`),
    /// so that a walk that read the row's lengths does not read them again. Nil when the next
    /// instance is not the next entry. The instances must be rows (`rows`) measured along the
    /// group axis.
    @inline(__always)
    package func placement(ofRowAfter entry: Int, longest: Double, from walk: inout Walk) -> (shift: Double, entry: Int)? {
        guard let known = walk.known, known.position == entry else { return nil }
        let next = entry + 1
        let instances = entries.instances
        guard next < entries.shifts.count, instances[next] == instances[entry] + 1 else { return nil }
        let shift = entries.shifts.shift(after: known.shift, extent: solutions.rowExtent(longest: longest))
        walk.position = next
        walk.known = (next, shift)
        return (shift, next)
    }

    /// The first instance in `0..<count` whose position `k × stride + shift(k)` is at least
    /// `target` (more than `target` when `strictly`), or `count` when there is none.
    ///
    /// Positions never decrease with *k* (strides and extents are never negative), so the first
    /// instance solved again that reaches `target` is found by binary search; every instance
    /// between it and the one solved again before it shares its shift, which leaves a division.
    func firstInstance(reaching target: Double, strictly: Bool, stride: Double, count: Int) -> Int {
        func reaches(_ position: Double) -> Bool { strictly ? position > target : position >= target }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let entry = entries[middle]
            if reaches(Double(entry.index) * stride + entry.shift) { high = middle } else { low = middle + 1 }
        }
        let first = low > 0 ? entries[low - 1].index + 1 : 0
        let last = low < entries.count ? entries[low].index : count
        let shift = low < entries.count ? entries[low].shift : totalShift
        guard first < last else { return last }
        guard stride > 0 else { return reaches(shift) ? first : last }
        let quotient = (target - shift) / stride
        guard quotient.isFinite else { return quotient == .infinity ? last : first }
        let candidate = strictly ? quotient.rounded(.down) + 1 : quotient.rounded(.up)
        // Clamp before converting, so that huge targets cannot trap: `Double(last)` of a count
        // near Int.max rounds up to 2^63, which no Int holds, so compare rather than convert it.
        if candidate <= Double(first) { return first }
        if candidate >= Double(last) { return last }
        return Int(candidate)
    }
}
