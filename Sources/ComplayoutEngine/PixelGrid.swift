import Foundation
import ComplayoutModel

/// The display's pixel grid: how UIKit snaps computed lengths and frames (R4, F5).
package struct PixelGrid: Sendable {
    /// Pixels per point.
    package var scale: Double
    /// Whether fractional dimensions are floored to the grid as they are resolved: from iOS 16
    /// (observed on 17 and on a device most likely on 16; F5). Before, nothing is floored and only
    /// the final frames are rounded.
    var floorsFractionalLengths = true

    /// The first iOS version that floors fractional lengths (F5: assumed for 16, observed on 17).
    static let firstFlooringIOSVersion = 16

    /// The grid of `environment`'s display, snapping as its iOS version does.
    init(_ environment: LayoutEnvironment) {
        scale = environment.traits.displayScale
        floorsFractionalLengths = environment.iOSVersion >= Self.firstFlooringIOSVersion
    }

    /// R4(a) with D1: from iOS 16 a fractional dimension's result is floored to the grid, with a
    /// tolerance so that values mathematically on the grid are not pushed down a pixel by
    /// floating-point error; before, it is kept as computed (F5).
    func floorFractional(_ value: Double) -> Double {
        guard floorsFractionalLengths else { return value }
        let scaled = value * scale
        guard scaled.magnitude < Self.wholePixels else { return value }
        return Foundation.floor(scaled + 1e-6) / scale
    }

    /// R4(b): one frame or size component rounded to the nearest pixel, halves away from zero.
    func round(_ value: Double) -> Double {
        let scaled = value * scale
        // So many pixels that each is finer than a double can tell apart: the value stands as it
        // is, rather than overflowing to infinity (a display scale of 1e300 in a model built in Swift).
        guard scaled.magnitude < Self.wholePixels else { return value }
        let rounded = Self.roundedHalfAwayFromZero(scaled) / scale
        return rounded == 0 ? 0 : rounded  // no negative zero in output
    }

    /// From 2^52 pixels up, every double is a whole number of pixels.
    private static let wholePixels = 0x1p52

    /// `value.rounded(.toNearestOrAwayFromZero)`, bit for bit, without the call into libm's
    /// `round` that the standard library's version becomes on x86-64: every element's frame is
    /// rounded, so this is on the path of every element walked (docs/performance.md).
    @inline(__always)
    static func roundedHalfAwayFromZero(_ value: Double) -> Double {
        // From 2^52 up every double is an integer; NaN and the infinities fail the test too.
        guard value.magnitude < 0x1p52 else { return value }
        let truncated = Double(Int64(value))
        // Exact: `value` and `truncated` share their sign and integer part.
        let fraction = value - truncated
        let rounded = fraction >= 0.5 ? truncated + 1 : fraction <= -0.5 ? truncated - 1 : truncated
        return Double(signOf: value, magnitudeOf: rounded)
    }

    /// R4(b): a frame rounded component-wise.
    package func round(_ rect: Rect) -> Rect {
        Rect(x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height))
    }

    /// R4(b): the content size rounded like a frame.
    func round(_ size: Size) -> Size {
        Size(width: round(size.width), height: round(size.height))
    }
}
