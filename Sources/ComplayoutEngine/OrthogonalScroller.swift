import ComplayoutModel

/// The scroll view of an orthogonally scrolling section (R52): what it scrolls along, how long its
/// content is, and where its group instances lie at scroll offset 0.
///
/// Lengths are along `axis`, measured from the scroller's leading end (its left end in a
/// left-to-right vertical layout, its right end in a right-to-left one, its top in a horizontal
/// layout), before rounding — the same coordinates as `environment.orthogonalOffsets` (D10).
public struct OrthogonalScroller: Sendable, Hashable {
    /// How the section's scroller comes to rest (R53).
    public let behavior: OrthogonalScrollingBehavior
    /// The axis the section scrolls along: across the layout's scroll axis.
    public let axis: LayoutAxis
    /// The scroller's own length: the container's length along `axis` (R38, R52).
    public let viewportLength: Double
    /// The content's length: the reference and section insets at both ends, every group instance
    /// with its edge spacing, and the inter-group spacing between them (R28, R52).
    public let contentLength: Double
    /// Where group instance 0 starts at offset 0.
    public let firstGroupStart: Double
    /// One group instance's length along `axis`.
    public let groupLength: Double
    /// From one group instance's start to the next: edge spacing, group length and inter-group spacing (R28).
    public let groupStride: Double
    /// Group instances in the section.
    public let groupCount: Int

    /// The largest offset of an ordinary scroll view: content length less the viewport, at least 0.
    public var maxOffset: Double { max(0, contentLength - viewportLength) }

    /// The offset at which group instance `index` is centred in the viewport (R53), before snapping.
    func centringOffset(ofGroup index: Int) -> Double {
        firstGroupStart + groupLength / 2 - viewportLength / 2 + Double(index) * groupStride
    }

    /// Where the scroller rests before anyone scrolls it, snapped to the pixel grid: 0, or for
    /// `groupPagingCentered` the offset that centres the first group (F7; `ScrollTargets`'s first
    /// resting offset).
    func initialOffset(grid: PixelGrid) -> Double {
        behavior == .groupPagingCentered && groupCount > 0 ? grid.round(centringOffset(ofGroup: 0)) : 0
    }
}
