import ComplayoutModel

/// A section's content length along its scroll axis and what it is made of (R36, R52, F3): the
/// section's insets and its group instances. Kept with the group track for explanations.
package struct ContentExtent: Sendable, Hashable {
    /// What lies between the insets.
    package enum Content: Sendable, Hashable {
        /// An empty section that takes no extent, not even its insets (F3).
        case nothing
        /// An empty section that keeps its insets and nothing else (a flow section).
        case insetsOnly
        /// Instances one after another: `count` of `extent` each (edge minimums included) with
        /// `spacing` between them, plus what the instances solved again grew by (R35, R58).
        case instances(count: Int, extent: Double, spacing: Double, growth: Double)
        /// An orthogonal section's line (or, before iOS 17, an empty one's row): its longest
        /// instance with its edges (R52, F3).
        case longest(Double)
    }

    /// The section's inset before the content along the scroll axis, and after it.
    package var insetBefore: Double
    package var insetAfter: Double
    /// What lies between the insets.
    package var content: Content
    /// The content's length, insets included.
    package var total: Double

    /// `insets` along `axis` around `content`.
    init(insets: DirectionalInsets, along axis: LayoutAxis, content: Content) {
        insetBefore = insets.before(along: axis)
        insetAfter = insets.after(along: axis)
        self.content = content
        switch content {
        case .nothing:
            total = 0
        case .insetsOnly:
            total = insets.total(along: axis)
        case .instances(let count, let extent, let spacing, let growth):
            let groups = Double(count)
            total = insets.total(along: axis) + groups * extent + growth + (groups - 1) * spacing
        case .longest(let longest):
            total = insets.total(along: axis) + longest
        }
    }
}
