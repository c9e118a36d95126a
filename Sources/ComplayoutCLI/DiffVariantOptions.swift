import ArgumentParser
import Complayout

/// `--against-…`: how the second layout of `diff` differs from the first in its environment,
/// on top of the environment options both share.
struct DiffVariantOptions: ParsableArguments {
    @Option(name: .customLong("against-width"), help: ArgumentHelp("B's container width.", valueName: "width"))
    var width: Double?

    @Option(name: .customLong("against-height"), help: ArgumentHelp("B's container height.", valueName: "height"))
    var height: Double?

    @Flag(name: .customLong("against-rtl"), help: "Lay B out right to left.")
    var rtl = false

    @Option(name: .customLong("against-ios"), help: ArgumentHelp("B's iOS version (13 or later).", valueName: "N"))
    var iOSVersion: IOSVersionArgument?

    @Option(name: .customLong("against-device"), help: ArgumentHelp("B's device preset.", valueName: "name"))
    var device: DevicePreset?

    @Option(
        name: .customLong("against-size-class"),
        help: ArgumentHelp("B's horizontal size class, and optionally its vertical one.", valueName: "H[,V]"))
    var sizeClass: SizeClassesArgument?

    func validate() throws {
        for (name, value) in [("against-width", width), ("against-height", height)] {
            if let value, !(value.isFinite && value > 0) {
                throw ValidationError("--\(name) must be a positive number of points")
            }
        }
    }

    /// True when any option is given.
    var isGiven: Bool { !changes.isEmpty }

    /// `changes` with these options applied on top: B's environment.
    func applied(to changes: EnvironmentOverrides) -> EnvironmentOverrides {
        var result = changes
        if let device {
            result.device = device
            // A device replaces the container; the shared width and height gave A's.
            result.width = nil
            result.height = nil
        }
        if let width { result.width = width }
        if let height { result.height = height }
        if rtl { result.rightToLeft = true }
        if let iOSVersion { result.iOSVersion = iOSVersion.version }
        if let sizeClass {
            result.horizontalSizeClass = sizeClass.horizontal
            result.verticalSizeClass = sizeClass.vertical ?? result.verticalSizeClass
        }
        return result
    }

    /// The options given, in words, for the title of B: `width 768, right to left`.
    var changes: [String] {
        var words: [String] = []
        if let device { words.append("device \(device.name)") }
        if let width { words.append("width \(width.shortText)") }
        if let height { words.append("height \(height.shortText)") }
        if rtl { words.append("right to left") }
        if let iOSVersion { words.append("iOS \(iOSVersion.version)") }
        if let sizeClass {
            words.append("size class \(sizeClass.horizontal.rawValue)" + (sizeClass.vertical.map { ",\($0.rawValue)" } ?? ""))
        }
        return words
    }
}
