import ComplayoutModel

/// STEP 9 (R45, D7, F4): the part of the content that pinned boundary items stay within — the
/// collection view's bounds at its content offset, less the adjusted content inset along the
/// scroll axis, so that a pinned header stays below the bars and a pinned footer above the home
/// indicator.
package struct VisibleSpan: Sendable, Hashable {
    package var start: Double
    package var end: Double

    /// The span of `environment`'s collection view along `axis`, the layout's scroll axis.
    init(_ environment: LayoutEnvironment, scrollingAlong axis: LayoutAxis) {
        let offset = environment.effectiveContentOffset(scrollingAlong: axis)[axis]
        let inset = environment.adjustedContentInset(scrollingAlong: axis)
        start = offset + inset.before(along: axis)
        end = offset + environment.container[axis] - inset.after(along: axis)
    }
}
