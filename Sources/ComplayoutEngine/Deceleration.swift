/// How fast a released scroll view slows down (`UIScrollView.DecelerationRate`).
///
/// After the finger lifts, UIScrollView multiplies its velocity by `rate` every millisecond, so
/// the velocity after t ms is v·rate^t and the distance it still travels is the geometric sum
/// v/1000 · rate/(1 − rate) — the projection Apple gives in WWDC 2018 "Designing Fluid Interfaces":
/// `(initialVelocity / 1000) * decelerationRate / (1 - decelerationRate)`, velocity in points per second.
public struct Deceleration: Sendable, Hashable {
    /// The factor the velocity keeps per millisecond, in (0, 1).
    public let rate: Double

    /// A deceleration that keeps `rate` of the velocity per millisecond; `rate` must be in (0, 1).
    public init(rate: Double) {
        precondition(rate > 0 && rate < 1, "a deceleration rate is between 0 and 1")
        self.rate = rate
    }

    /// `UIScrollView.DecelerationRate.normal`, every scroll view's default: 0.998 per ms.
    public static let normal = Deceleration(rate: 0.998)

    /// `UIScrollView.DecelerationRate.fast`: 0.99 per ms.
    public static let fast = Deceleration(rate: 0.99)

    /// The distance a scroll view released at `velocity` (points per second) travels before it
    /// stops, signed like the velocity. At the normal rate that is 0.499 × velocity.
    public func distance(forVelocity velocity: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }
}
