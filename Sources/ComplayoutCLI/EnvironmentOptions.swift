import ArgumentParser
import Complayout

/// The environment options every command that evaluates takes, beside `--width` and `--height`:
/// a device, the direction, the scale, the safe area, the content offset, the size classes, the
/// iOS version, and an environment or data file of its own. `overrides(…)` turns them into the
/// one value that changes a spec (`EnvironmentOverrides`).
struct EnvironmentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A device preset: its size, safe area, size classes and scale (docs/cli.md lists them).", valueName: "name"))
    var device: DevicePreset?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Option(help: ArgumentHelp("The display scale: pixels per point, which frames snap to.", valueName: "scale"))
    var scale: Double?

    @Option(name: .customLong("safe-area"), help: ArgumentHelp("The safe area insets.", valueName: "T,L,B,R"))
    var safeArea: InsetsArgument?

    @Option(
        name: .customLong("content-offset"), parsing: .unconditional,
        help: ArgumentHelp("The scroll view's contentOffset, which moves pinned boundary items.", valueName: "X,Y"))
    var contentOffset: PointArgument?

    @Option(
        name: .customLong("size-class"),
        help: ArgumentHelp("The horizontal size class, and optionally the vertical one: compact or regular.", valueName: "H[,V]"))
    var sizeClass: SizeClassesArgument?

    @Option(name: .customLong("ios"), help: ArgumentHelp("The major iOS version whose behaviour to reproduce (13 or later).", valueName: "N"))
    var iOSVersion: IOSVersionArgument?

    @Option(name: .customLong("environment"), help: ArgumentHelp("An environment file (YAML or JSON): replaces the spec's environment.", valueName: "file"))
    var environmentFile: String?

    @Option(name: .customLong("data"), help: ArgumentHelp("A data file (YAML or JSON): replaces the spec's data.", valueName: "file"))
    var dataFile: String?

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0) {
            throw ValidationError("--scale must be a positive number of pixels per point")
        }
    }

    /// The changes these options ask for, with `width` and `height`; reads the environment and
    /// data files, in `format` when given, and returns nil after printing their errors.
    func overrides(
        width: Double?, height: Double?, reporter: DiagnosticReporter, format: SpecInputFormat?
    ) -> EnvironmentOverrides? {
        var overrides = EnvironmentOverrides(
            device: device, width: width, height: height, rightToLeft: rtl ? true : nil, scale: scale,
            safeArea: safeArea?.insets, contentOffset: contentOffset?.point,
            horizontalSizeClass: sizeClass?.horizontal, verticalSizeClass: sizeClass?.vertical,
            iOSVersion: iOSVersion?.version)
        if let environmentFile {
            guard let environment = Self.part(at: environmentFile, reporter: reporter, format: format, SpecLoader.loadEnvironment)
            else { return nil }
            overrides.environment = environment
        }
        if let dataFile {
            guard let data = Self.part(at: dataFile, reporter: reporter, format: format, SpecLoader.loadData)
            else { return nil }
            overrides.data = data
        }
        return overrides
    }

    /// The part of a spec in the file at `path` (an environment or data), read by `load`, with the
    /// file its diagnostics point into; nil after printing its errors.
    private static func part<Part>(
        at path: String, reporter: DiagnosticReporter, format: SpecInputFormat?,
        _ load: ([UInt8], YAMLLimits, SpecLimits, SpecInputFormat) throws(DiagnosticList) -> Part
    ) -> (Part, SpecInput)? {
        guard let file = SpecInput(path: path, reporter: reporter, format: format) else { return nil }
        do {
            return (try load(file.bytes, file.limits.yaml, file.limits.spec, file.format), file)
        } catch {
            file.report(error.diagnostics)
            return nil
        }
    }
}
