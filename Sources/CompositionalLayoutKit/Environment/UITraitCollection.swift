/// The traits a layout environment reports: size classes, layout direction and display scale.
@MainActor public final class UITraitCollection {
    /// How much room there is across.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// How much room there is down.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Left to right or right to left.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Pixels per point.
    public let displayScale: CGFloat

    init(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
        layoutDirection: UITraitEnvironmentLayoutDirection, displayScale: CGFloat
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }

    /// Traits with every trait unspecified (display scale 0).
    public convenience init() {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, layoutDirection: .unspecified,
            displayScale: 0)
    }

    /// Traits with only this horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified,
            layoutDirection: .unspecified, displayScale: 0)
    }

    /// Traits with only this vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass,
            layoutDirection: .unspecified, displayScale: 0)
    }

    /// Traits with only this layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            layoutDirection: layoutDirection, displayScale: 0)
    }

    /// Traits with only this display scale specified.
    public convenience init(displayScale: CGFloat) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, layoutDirection: .unspecified,
            displayScale: displayScale)
    }

    /// The traits of all the collections; where several specify a trait, the last one wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
            displayScale: last(\.displayScale, unspecified: 0))
    }
}
