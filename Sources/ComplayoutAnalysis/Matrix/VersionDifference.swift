import ComplayoutEngine
import ComplayoutModel

/// How the frames of one environment differ from the same environment at the matrix's first iOS
/// version: what a team supporting several versions needs to see (docs/rules.md lists what changed).
public struct VersionDifference: Sendable, Hashable {
    /// The iOS version compared with.
    public var baseline: Int
    /// Elements whose frame or zIndex differs, or that exist on one side only, among those compared.
    public var differingElements: Int
    /// Elements compared: the union of both sides' first `limit` elements.
    public var comparedElements: Int
    /// True when either layout has more elements than were compared.
    public var isPartial: Bool

    public init(baseline: Int, differingElements: Int, comparedElements: Int, isPartial: Bool) {
        self.baseline = baseline
        self.differingElements = differingElements
        self.comparedElements = comparedElements
        self.isPartial = isPartial
    }

    /// The elements of `layout` and of `baselineLayout` (evaluated at iOS `baseline`) matched by
    /// key (`LayoutDiff`: frames exactly, and zIndex), at most `limit` from each, so that a section
    /// of 10^9 items costs what 10^5 do.
    init(_ layout: EvaluatedLayout, baseline: Int, baselineLayout: EvaluatedLayout, limit: Int) {
        let reference = Array(baselineLayout.elements.prefix(limit + 1))
        let compared = Array(layout.elements.prefix(limit + 1))
        let diff = LayoutDiff(reference.prefix(limit), compared.prefix(limit), tolerance: 0, comparesZIndex: true)
        self.init(
            baseline: baseline, differingElements: diff.differences.count, comparedElements: diff.elementCount,
            isPartial: reference.count > limit || compared.count > limit)
    }
}
