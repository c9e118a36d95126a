import ComplayoutModel

/// Space between items: exactly so many points, or at least so many.
@MainActor public final class NSCollectionLayoutSpacing {
    /// The spacing in complayout's model.
    let model: Spacing

    init(_ model: Spacing) {
        self.model = model
    }

    /// At least this many points; leftover room is shared among flexible spacings.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(.flexible(Double(flexibleSpacing)))
    }

    /// Exactly this many points.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(.fixed(Double(fixedSpacing)))
    }

    /// The number of points: the fixed spacing, or the flexible one's minimum.
    public var spacing: CGFloat { CGFloat(model.minimum) }
    /// True for a flexible spacing.
    public var isFlexibleSpacing: Bool { model.isFlexible }
    /// True for a fixed spacing.
    public var isFixedSpacing: Bool { !model.isFlexible }
}
