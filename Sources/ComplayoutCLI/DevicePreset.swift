import ArgumentParser
import Complayout

/// `--device NAME`: a current iPhone or iPad, full screen, in portrait or landscape — its size in
/// points, its safe area, its size classes and its display scale (docs/cli.md lists them with
/// their sources).
struct DevicePreset: Sendable, Hashable {
    /// The name given to `--device`: `iphone-16-pro`, `ipad-air-11-landscape`.
    var name: String
    var width: Double
    var height: Double
    var safeArea: DirectionalInsets
    var horizontalSizeClass: SizeClass
    var verticalSizeClass: SizeClass
    var scale: Double

    /// What the preset sets in an environment: the container, the safe area and the traits.
    func apply(to environment: inout LayoutEnvironment) {
        environment.container = Size(width: width, height: height)
        environment.safeAreaInsets = safeArea
        environment.traits.horizontalSizeClass = horizontalSizeClass
        environment.traits.verticalSizeClass = verticalSizeClass
        environment.traits.displayScale = scale
    }

    /// Every preset: each model in portrait, then the same model as `NAME-landscape`.
    static let all: [DevicePreset] = models.flatMap { [$0.portrait, $0.landscape] }

    /// The preset called `name`, or nil.
    static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name }
    }

    /// One model: its portrait size, and its safe area in each orientation.
    private struct Model {
        var name: String
        var width: Double
        var height: Double
        var scale: Double
        /// The safe area's top and bottom in portrait.
        var portraitTop: Double
        var portraitBottom: Double
        /// The safe area's sides and bottom in landscape (an iPad keeps its portrait top and bottom).
        var landscapeSides: Double
        var landscapeBottom: Double
        var landscapeTop: Double = 0
        var isPad = false
        /// A large iPhone is regular-width in landscape.
        var isLargePhone = false

        var portrait: DevicePreset {
            DevicePreset(
                name: name, width: width, height: height,
                safeArea: DirectionalInsets(top: portraitTop, leading: 0, bottom: portraitBottom, trailing: 0),
                horizontalSizeClass: isPad ? .regular : .compact, verticalSizeClass: .regular, scale: scale)
        }

        var landscape: DevicePreset {
            DevicePreset(
                name: name + "-landscape", width: height, height: width,
                safeArea: DirectionalInsets(top: landscapeTop, leading: landscapeSides, bottom: landscapeBottom, trailing: landscapeSides),
                horizontalSizeClass: isPad || isLargePhone ? .regular : .compact,
                verticalSizeClass: isPad ? .regular : .compact, scale: scale)
        }
    }

    private static let models: [Model] = [
        Model(name: "iphone-se", width: 375, height: 667, scale: 2, portraitTop: 20, portraitBottom: 0, landscapeSides: 0, landscapeBottom: 0),
        Model(name: "iphone-16", width: 393, height: 852, scale: 3, portraitTop: 59, portraitBottom: 34, landscapeSides: 59, landscapeBottom: 21),
        Model(name: "iphone-16-plus", width: 430, height: 932, scale: 3, portraitTop: 59, portraitBottom: 34, landscapeSides: 59, landscapeBottom: 21, isLargePhone: true),
        Model(name: "iphone-16-pro", width: 402, height: 874, scale: 3, portraitTop: 62, portraitBottom: 34, landscapeSides: 62, landscapeBottom: 21),
        Model(name: "iphone-16-pro-max", width: 440, height: 956, scale: 3, portraitTop: 62, portraitBottom: 34, landscapeSides: 62, landscapeBottom: 21, isLargePhone: true),
        Model(name: "ipad-mini", width: 744, height: 1133, scale: 2, portraitTop: 24, portraitBottom: 20, landscapeSides: 0, landscapeBottom: 20, landscapeTop: 24, isPad: true),
        Model(name: "ipad-air-11", width: 820, height: 1180, scale: 2, portraitTop: 24, portraitBottom: 20, landscapeSides: 0, landscapeBottom: 20, landscapeTop: 24, isPad: true),
        Model(name: "ipad-pro-11", width: 834, height: 1210, scale: 2, portraitTop: 24, portraitBottom: 20, landscapeSides: 0, landscapeBottom: 20, landscapeTop: 24, isPad: true),
        Model(name: "ipad-pro-13", width: 1032, height: 1376, scale: 2, portraitTop: 24, portraitBottom: 20, landscapeSides: 0, landscapeBottom: 20, landscapeTop: 24, isPad: true),
    ]
}

extension DevicePreset: ExpressibleByArgument {
    init?(argument: String) {
        guard let preset = Self.named(argument) else { return nil }
        self = preset
    }

    static var allValueStrings: [String] { all.map(\.name) }
}
