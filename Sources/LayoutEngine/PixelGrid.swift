import Foundation
import LayoutModel

/// The display's pixel grid: how UIKit snaps computed lengths and frames (R4).
struct PixelGrid: Sendable {
    /// Pixels per point.
    var scale: Double

    /// R4(a) with D1: a fractional dimension's result is floored to the grid, with a tolerance so that
    /// values mathematically on the grid are not pushed down a pixel by floating-point error.
    func floorFractional(_ value: Double) -> Double {
        Foundation.floor(value * scale + 1e-6) / scale
    }

    /// R4(b): one frame or size component rounded to the nearest pixel, halves away from zero.
    func round(_ value: Double) -> Double {
        let rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return rounded == 0 ? 0 : rounded  // no negative zero in output
    }

    /// R4(b): a frame rounded component-wise.
    func round(_ rect: Rect) -> Rect {
        Rect(x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height))
    }

    /// R4(b): the content size rounded like a frame.
    func round(_ size: Size) -> Size {
        Size(width: round(size.width), height: round(size.height))
    }
}
