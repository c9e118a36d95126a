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

    /// The elements of `layout` and of `baselineLayout` (evaluated at iOS `baseline`) compared by
    /// key, at most `limit` from each, so that a section of 10^9 items costs what 10^5 do.
    init(_ layout: EvaluatedLayout, baseline: Int, baselineLayout: EvaluatedLayout, limit: Int) {
        var reference: [ElementKey: LayoutAttributes] = [:]
        var isPartial = false
        for (count, element) in baselineLayout.elements.enumerated() {
            guard count < limit else {
                isPartial = true
                break
            }
            reference[element.key] = element
        }
        var differing = 0
        var compared = reference.count
        for (count, element) in layout.elements.enumerated() {
            guard count < limit else {
                isPartial = true
                break
            }
            if let other = reference.removeValue(forKey: element.key) {
                if other.frame != element.frame || other.zIndex != element.zIndex { differing += 1 }
            } else {
                differing += 1
                compared += 1
            }
        }
        // What is left of the baseline exists there only.
        differing += reference.count
        self.init(
            baseline: baseline, differingElements: differing, comparedElements: compared, isPartial: isPartial)
    }
}
