import ComplayoutDiagnostics
import ComplayoutModel

/// The ids of the errors `ScrollTargets` throws.
public enum ScrollTargetsDiagnosticID: String, DiagnosticIDSet {
    /// A section index the layout does not have.
    case noSuchSection = "no-such-section"
    /// A section that does not scroll orthogonally.
    case sectionNotOrthogonal = "section-not-orthogonal"
}

/// Where an orthogonal section's scroller comes to rest (R53): its resting offsets, and the offset
/// a drag released at some offset and velocity ends at, for each scrolling behaviour.
///
/// The model (docs/scrolling.md): a released scroller would travel on by
/// `deceleration.distance(forVelocity:)` (the *projected* offset).
/// - `continuous` rests where that ends, clamped to the scroll range; it has no resting offsets.
/// - `continuousGroupLeadingBoundary` rests at the group boundary nearest the projected offset.
/// - `paging`, `groupPaging` and `groupPagingCentered` move at most one page, as UIScrollView
///   paging does: from the page behind the release point (in the direction of the velocity) to
///   the next one, whichever of the two is nearer the projected offset; with no velocity, to the
///   nearest page.
///
/// Offsets are measured from the scroller's leading end, as `environment.orthogonalOffsets` are
/// (D10), and velocities in points per second, positive towards the trailing end; right to left
/// changes neither. Every offset reported is snapped to the pixel grid (R4b).
public struct ScrollTargets: Sendable {
    /// The data section's index.
    public let section: Int
    /// The section's scroll view.
    public let scroller: OrthogonalScroller
    public let deceleration: Deceleration
    /// The offsets the scroller rests at, in increasing order; empty for `continuous`.
    public let restingOffsets: RestingOffsets
    /// Where the scroller rests before anyone scrolls it, where `eval` shows the section without an
    /// `orthogonalOffsets` entry: 0, or the first resting offset under `groupPagingCentered` (F7).
    public var initialOffset: Double { scroller.initialOffset(grid: grid) }
    /// The offsets the scroller can reach, before snapping.
    private let range: ClosedRange<Double>
    private let grid: PixelGrid


    /// The scroll targets of data section `section` of `layout`. Throws `no-such-section` for an
    /// index the layout does not have and `section-not-orthogonal` for a section that does not
    /// scroll orthogonally.
    public init(_ layout: EvaluatedLayout, section: Int, deceleration: Deceleration = .normal) throws(Diagnostic) {
        let sections = layout.sections
        guard sections.indices.contains(section) else {
            throw Diagnostic(ScrollTargetsDiagnostic.noSuchSection(section, count: sections.count), at: nil)
        }
        guard let scroller = sections[section].orthogonalScroller else {
            throw Diagnostic(ScrollTargetsDiagnostic.sectionNotOrthogonal(section), at: sections[section].source)
        }
        self.section = section
        self.scroller = scroller
        self.deceleration = deceleration
        self.grid = layout.grid
        let maxOffset = scroller.maxOffset
        let groups = max(scroller.groupCount, 1)
        switch scroller.behavior {
        case .none, .continuous:
            restingOffsets = .none(grid: grid)
            range = 0...maxOffset
        case .continuousGroupLeadingBoundary, .groupPaging:
            // Group k rests where group 0 rests at offset 0: at k × (group length + inter-group
            // spacing); the content's end stops the last ones.
            restingOffsets = RestingOffsets(
                start: 0, step: scroller.groupStride, limit: maxOffset, maxCount: groups, grid: grid)
            range = 0...maxOffset
        case .paging:
            // Pages of the scroller's own length; the last page stops at the content's end.
            restingOffsets = RestingOffsets(
                start: 0, step: scroller.viewportLength, limit: maxOffset, maxCount: .max, grid: grid)
            range = 0...maxOffset
        case .groupPagingCentered:
            // Group k is centred when its middle is at the viewport's middle. UIKit adds scroll
            // insets so that the first and last groups can be centred too: the range grows to
            // include every centring offset.
            restingOffsets = RestingOffsets(
                start: scroller.groupCount == 0 ? 0 : scroller.centringOffset(ofGroup: 0), step: scroller.groupStride, limit: .infinity,
                maxCount: groups, grid: grid)
            range = min(0, restingOffsets.value(0))...max(maxOffset, restingOffsets.value(restingOffsets.count - 1))
        }
    }

    /// The offsets the scroller can reach: 0 to the content's end, widened for `groupPagingCentered`
    /// so every group can be centred.
    public var offsetRange: ClosedRange<Double> { grid.round(range.lowerBound)...grid.round(range.upperBound) }

    /// Where free deceleration from `offset` at `velocity` (points per second) would end, before
    /// any clamping or snapping to a resting offset.
    public func projectedOffset(from offset: Double, velocity: Double) -> Double {
        grid.round(offset + deceleration.distance(forVelocity: velocity))
    }

    /// The offset the scroller comes to rest at when a drag is released at `offset` with `velocity`
    /// (points per second, positive towards the trailing end).
    public func restingOffset(from offset: Double, velocity: Double) -> Double {
        let projected = offset + deceleration.distance(forVelocity: velocity)
        let clamped = min(max(projected, range.lowerBound), range.upperBound)
        switch scroller.behavior {
        case .none, .continuous:
            return grid.round(clamped)
        case .continuousGroupLeadingBoundary:
            return restingOffsets[restingOffsets.nearestIndex(to: clamped, preferLater: velocity > 0)]
        case .paging, .groupPaging, .groupPagingCentered:
            return restingOffsets[page(from: offset, velocity: velocity, projected: projected)]
        }
    }

    /// The page a paging scroller settles on: the page behind the release point in the direction
    /// of the velocity (the one the drag started from) or the next one, whichever is nearer the
    /// projected offset; a tie goes with the velocity. Without velocity, the page nearest the
    /// release point.
    private func page(from offset: Double, velocity: Double, projected: Double) -> Int {
        let pages = restingOffsets
        if velocity > 0 {
            guard let behind = pages.lastIndex(atOrBefore: offset) else { return 0 }
            let ahead = min(behind + 1, pages.count - 1)
            return projected - pages.value(behind) < pages.value(ahead) - projected ? behind : ahead
        }
        if velocity < 0 {
            guard let behind = pages.firstIndex(atOrAfter: offset) else { return pages.count - 1 }
            let ahead = max(behind - 1, 0)
            return pages.value(behind) - projected < projected - pages.value(ahead) ? behind : ahead
        }
        return pages.nearestIndex(to: offset, preferLater: false)
    }
}
