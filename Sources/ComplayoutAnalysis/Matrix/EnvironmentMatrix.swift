import ComplayoutModel

/// The environments a matrix evaluates a spec in: every combination of the given container widths,
/// heights, layout directions, horizontal size classes and iOS versions, the spec's own value
/// standing in for each one not given.
public struct EnvironmentMatrix: Sendable, Hashable {
    /// nil: the spec's own value.
    public var widths: [Double]?
    public var heights: [Double]?
    public var directions: [InterfaceDirection]?
    public var horizontalSizeClasses: [SizeClass]?
    /// The `environment.iOSVersion`s whose behaviour to compare (docs/rules.md).
    public var iOSVersions: [Int]?

    public init(
        widths: [Double]? = nil, heights: [Double]? = nil, directions: [InterfaceDirection]? = nil,
        horizontalSizeClasses: [SizeClass]? = nil, iOSVersions: [Int]? = nil
    ) {
        self.widths = widths
        self.heights = heights
        self.directions = directions
        self.horizontalSizeClasses = horizontalSizeClasses
        self.iOSVersions = iOSVersions
    }

    /// Every combination, varying the width fastest, then the height, the size class, the
    /// direction and the iOS version.
    public func environments(from base: LayoutEnvironment) -> [LayoutEnvironment] {
        var result: [LayoutEnvironment] = []
        for version in iOSVersions ?? [base.iOSVersion] {
            for direction in directions ?? [base.layoutDirection] {
                for sizeClass in horizontalSizeClasses ?? [base.traits.horizontalSizeClass] {
                    for height in heights ?? [base.container.height] {
                        for width in widths ?? [base.container.width] {
                            var environment = base
                            environment.container = Size(width: width, height: height)
                            environment.traits.horizontalSizeClass = sizeClass
                            environment.layoutDirection = direction
                            environment.iOSVersion = version
                            result.append(environment)
                        }
                    }
                }
            }
        }
        return result
    }
}
