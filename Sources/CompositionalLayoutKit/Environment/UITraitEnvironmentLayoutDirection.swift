/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Not known: laid out left to right.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
