import ComplayoutModel

/// How the group instances the final pass solved again differ in place from periodic ones, in
/// order (R27, R35): per instance, how much longer the instances before it are along the group
/// axis, summed — it moves by this much — and how far it moves across.
///
/// The sums are prefix sums of the instances' extent differences. For a run of rows reading a list
/// by item — the data's own lengths, or a list made from its sizes (`InstanceSolutions.readsData`)
/// — only every `checkpointSpacing`-th is kept, one byte an instance, and the others are summed
/// from it on the way: the same additions in the same order, so the same bits.
package struct ResolvedShifts: Sendable {
    /// How many instances.
    package private(set) var count = 0
    /// All the extent differences: every instance after the last moves by this much.
    package private(set) var total = 0.0
    /// Per instance, how far its origin moves across the group axis — a root group centred by
    /// flexible edges is centred at its own size (R27); empty when none moves.
    package private(set) var cross: [Double] = []
    /// The largest magnitude of any prefix sum, the total and any cross shift; NaN when one was
    /// NaN. Kept as they are appended, so that the overflow check (`isWithinLayoutRange`) reads
    /// one number rather than summing the sums not kept again.
    package private(set) var largestMagnitude = 0.0
    /// The prefix sum of every `spacing`-th instance, from the first.
    private var checkpoints: [Double] = []
    private let spacing: Int
    /// To sum an extent difference again: the group axis and a periodic instance's extent along it.
    private let axis: LayoutAxis
    private let periodicExtent: Double

    /// How far apart the kept sums of a run of rows are.
    static let checkpointSpacing = 8

    /// Shifts to be appended for `resolved`, instances whose extent along `axis` is compared
    /// with `periodicExtent`.
    init(for resolved: InstanceSolutions, along axis: LayoutAxis, periodicExtent: Double) {
        spacing = resolved.readsData ? Self.checkpointSpacing : 1
        self.axis = axis
        self.periodicExtent = periodicExtent
        checkpoints.reserveCapacity((resolved.count + spacing - 1) / spacing)
    }

    /// How far instance `position` moves across the group axis.
    @inline(__always)
    func crossShift(_ position: Int) -> Double { cross.isEmpty ? 0 : cross[position] }

    /// Adds the next instance, `extentDelta` longer than a periodic one and moved `crossShift`
    /// across; `extentDelta` must be its size along the axis less the periodic extent.
    @inline(__always)
    mutating func append(extentDelta: Double, crossShift: Double) {
        if count % spacing == 0 { checkpoints.append(total) }
        count += 1
        total += extentDelta
        include(total)
        include(crossShift)
        guard crossShift != 0 || !cross.isEmpty else { return }
        // The instances before the first that moves did not.
        if cross.isEmpty { cross = Array(repeating: 0, count: count - 1) }
        cross.append(crossShift)
    }

    /// Makes `largestMagnitude` at least `value`'s magnitude; NaN stays NaN.
    @inline(__always)
    private mutating func include(_ value: Double) {
        guard !largestMagnitude.isNaN, !(value.magnitude <= largestMagnitude) else { return }
        largestMagnitude = value.magnitude
    }

    /// The prefix sum of instance `position` of `solutions` (the instances these shifts were
    /// appended for): the extent differences of those before it, summed in order — from `known`,
    /// the prefix sum of an instance at or before it, when that is nearer than the kept one.
    @inline(__always)
    func before(
        _ position: Int, in solutions: InstanceSolutions, from known: (position: Int, shift: Double)? = nil
    ) -> Double {
        guard spacing > 1 else { return checkpoints[position] }
        let checkpoint = position / spacing
        var first = checkpoint * spacing
        var shift = checkpoints[checkpoint]
        if let known, known.position >= first, known.position <= position {
            (first, shift) = known
        }
        for instance in first..<position {
            shift = self.shift(after: shift, extent: solutions.size(instance)[axis])
        }
        return shift
    }

    /// The prefix sum of the instance after one whose prefix sum is `shift` and whose extent along
    /// the group axis is `extent`: the one addition `append` made for it.
    @inline(__always)
    func shift(after shift: Double, extent: Double) -> Double { shift + (extent - periodicExtent) }
}
