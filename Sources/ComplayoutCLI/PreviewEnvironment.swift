import ArgumentParser
import Complayout
import ComplayoutPreviewInterface

/// The environment of the preview's page: the command line's own environment options, then what
/// each request's parameters change, read by the same option group as `eval`'s options —
/// `width=390` as `--width 390`, `device=iphone-16` as `--device iphone-16` — so the page is
/// refused exactly what the command line is.
///
/// `@unchecked Sendable`: the option groups' property wrappers are not `Sendable`, but every value
/// here is set once, when the command line is parsed, and only read afterwards.
struct PreviewEnvironment: PreviewEnvironmentReader, @unchecked Sendable {
    /// The options `complayout preview` was started with: applied first, their environment and
    /// data files read again for every evaluation, so that a change to them shows.
    let startup: EnvironmentOptions
    let container: ContainerOptions
    let reporter: DiagnosticReporter

    /// The parameters that are options with a value; `rtl` (0 or 1) is the flag `--rtl`, which a
    /// request can also turn off.
    private static let valued = ["width", "height", "device", "scale", "safe-area", "content-offset", "size-class", "ios"]

    var parameterNames: Set<String> { Set(Self.valued + ["rtl"]) }
    var deviceNames: [String] { DevicePreset.all.map(\.name) }
    var companionFiles: [String] { [startup.environmentFile, startup.dataFile].compactMap { $0 } }

    func apply(_ parameters: [String: String], to spec: inout SpecFile) throws(PreviewRequestError) {
        let requested: PreviewEnvironmentArguments
        do {
            requested = try PreviewEnvironmentArguments.parse(
                // `--name=value`, so that a value starting with '-' is read as the value it is.
                Self.valued.compactMap { name in parameters[name].map { "--\(name)=\($0)" } })
        } catch {
            throw PreviewRequestError(PreviewEnvironmentArguments.message(for: error))
        }
        guard
            let base = startup.overrides(
                width: container.width, height: container.height, reporter: reporter, format: nil),
            var changes = requested.environment.overrides(
                width: requested.container.width, height: requested.container.height, reporter: reporter, format: nil)
        else {
            throw PreviewRequestError(
                status: 422, "the environment or data file has errors; they are printed where preview runs")
        }
        if let rtl = parameters["rtl"] {
            guard let flag = ["0": false, "1": true, "false": false, "true": true][rtl] else {
                throw PreviewRequestError("'rtl' is 1 (right to left) or 0 (left to right), not '\(rtl)'")
            }
            changes.rightToLeft = flag
        }
        guard base.apply(to: &spec), changes.apply(to: &spec) else {
            throw PreviewRequestError(status: 422, "the data file does not fit the spec; the error is printed where preview runs")
        }
    }
}

/// The options a request's parameters stand for.
struct PreviewEnvironmentArguments: ParsableArguments {
    @OptionGroup var container: ContainerOptions
    @OptionGroup var environment: EnvironmentOptions
}
