import ComplayoutModel

/// The offsets an orthogonal section's scroller can come to rest at, in increasing order and
/// snapped to the pixel grid: `start + k × step` for k = 0, 1, …, the last one clamped to a
/// limit (the end of the content). Computed on demand, so a section of 10^9 groups costs nothing.
public struct RestingOffsets: RandomAccessCollection, Sendable {
    private let start: Double
    private let step: Double
    private let limit: Double
    private let grid: PixelGrid
    public let count: Int

    /// Beyond 2^53 offsets, doubles no longer tell consecutive indices apart.
    private static let maxCount = 1 << 53

    /// `start + k × step` while below `limit`, then `limit` itself, at most `maxCount` offsets in
    /// all (at least one). Offsets within half a pixel of `limit` merge into it, so no two snap to
    /// the same pixel.
    init(start: Double, step: Double, limit: Double, maxCount: Int, grid: PixelGrid) {
        let room = limit - 0.5 / grid.scale - start
        // Offsets strictly before the limit: k × step < room ⇔ k < room / step.
        let beforeLimit = room <= 0 || step <= 0 ? 0 : (room / step).rounded(.up)
        let cap = Swift.min(Swift.max(maxCount, 1), Self.maxCount)
        self.init(
            start: start, step: step, limit: limit, grid: grid, count: Int(Swift.min(Double(cap), beforeLimit + 1)))
    }

    /// No resting offsets: the scroller rests wherever it stops.
    static func none(grid: PixelGrid) -> RestingOffsets {
        RestingOffsets(start: 0, step: 0, limit: 0, grid: grid, count: 0)
    }

    private init(start: Double, step: Double, limit: Double, grid: PixelGrid, count: Int) {
        self.start = start
        self.step = step
        self.limit = limit
        self.grid = grid
        self.count = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The offset at `index`, snapped to the pixel grid (R4b).
    public subscript(index: Int) -> Double {
        precondition(indices.contains(index), "resting offset index out of range")
        return grid.round(value(index))
    }

    /// The offset at `index` before snapping.
    func value(_ index: Int) -> Double {
        Swift.min(start + Double(index) * step, limit)
    }

    /// The index of the last offset at or before `position`; nil when every offset is after it.
    func lastIndex(atOrBefore position: Double) -> Int? {
        guard count > 0, value(0) <= position else { return nil }
        var index = estimatedIndex(of: position, rounding: .down)
        while index > 0, value(index) > position { index -= 1 }
        while index + 1 < count, value(index + 1) <= position { index += 1 }
        return index
    }

    /// The index of the first offset at or after `position`; nil when every offset is before it.
    func firstIndex(atOrAfter position: Double) -> Int? {
        guard count > 0, value(count - 1) >= position else { return nil }
        var index = estimatedIndex(of: position, rounding: .up)
        while index + 1 < count, value(index) < position { index += 1 }
        while index > 0, value(index - 1) >= position { index -= 1 }
        return index
    }

    /// The index of the offset nearest to `position`; a tie goes to the later offset when
    /// `preferLater`, else to the earlier one.
    func nearestIndex(to position: Double, preferLater: Bool) -> Int {
        guard let before = lastIndex(atOrBefore: position) else { return 0 }
        guard before + 1 < count else { return before }
        let toBefore = position - value(before)
        let toAfter = value(before + 1) - position
        if toBefore == toAfter { return preferLater ? before + 1 : before }
        return toAfter < toBefore ? before + 1 : before
    }

    /// A first guess at the index of `position`, clamped to the valid indices.
    private func estimatedIndex(of position: Double, rounding: FloatingPointRoundingRule) -> Int {
        guard step > 0 else { return rounding == .down ? count - 1 : 0 }
        let guess = ((position - start) / step).rounded(rounding)
        return Int(Swift.min(Swift.max(guess, 0), Double(count - 1)))
    }
}
