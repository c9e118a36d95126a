import ComplayoutModel

/// The measured ("preferred") sizes a group solver applies in the final pass (R57).
struct Measurements: Sendable {
    /// Measured sizes of the cells of the group instance being solved, by the cell's ordinal in it.
    var cells = MeasuredCells()
    /// Measured sizes of anchored supplementaries, by element kind.
    var supplementaries: [String: MeasuredSize] = [:]
    /// True when the final pass solves one group instance again because cells in it measured a size
    /// other than their estimate: estimated groups then take their content's extent (R58) and
    /// `uniformAcrossSiblings` siblings grow to the largest of them (R62).
    var resolvesInstance = false
    /// The cells the instance being solved holds: all but those of a partial last instance. The
    /// slots beyond have no item, so they count for no content extent (R58) and no sibling's
    /// largest size (R62).
    var existingCells = Int.max

    /// True when the instance has an item in cell `ordinal`.
    func exists(_ ordinal: Int) -> Bool { ordinal < existingCells }
}

/// The axes on which a cell's size is estimated: the axes a measured size may change (R57).
struct EstimatedAxes: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let horizontal = EstimatedAxes(rawValue: 1)
    static let vertical = EstimatedAxes(rawValue: 2)

    /// The estimated axes of a layout size.
    init(_ size: LayoutSize) {
        self = []
        if size.width.isEstimated { insert(.horizontal) }
        if size.height.isEstimated { insert(.vertical) }
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// True when `measured` gives a length other than `current` on one of these axes: a cell that
    /// reports its current size changes nothing (UIKit invalidates only for a different size).
    func change(_ current: Size, to measured: MeasuredSize) -> Bool {
        (contains(.horizontal) && measured.width.map { $0 != current.width } == true)
            || (contains(.vertical) && measured.height.map { $0 != current.height } == true)
    }
}

extension LayoutSize {
    /// R57: `computed` with each estimated axis replaced by its measured length, when one was
    /// measured; the other axes keep the computed value.
    func applying(_ measured: MeasuredSize?, to computed: Size) -> Size {
        guard let measured else { return computed }
        var size = computed
        if width.isEstimated, let length = measured.width { size.width = length }
        if height.isEstimated, let length = measured.height { size.height = length }
        return size
    }
}

extension LayoutDimension {
    /// True for `uniformAcrossSiblings` (R62).
    var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }
}
