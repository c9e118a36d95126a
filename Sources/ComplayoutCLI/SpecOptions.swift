import ArgumentParser
import Complayout

/// The options of every command that evaluates a spec in an environment: the container, the
/// environment, the input format, how diagnostics are printed and the input bounds, read once and
/// applied alike.
struct SpecOptions: ParsableArguments {
    @OptionGroup var container: ContainerOptions
    @OptionGroup var environment: EnvironmentOptions
    @OptionGroup var input: InputFormatOption
    @OptionGroup var diagnostics: DiagnosticOptions
    @OptionGroup var inputLimits: InputLimitOptions

    /// The reporter every diagnostic of the command goes through.
    func reporter() -> DiagnosticReporter { DiagnosticReporter(diagnostics) }

    /// The environment the options ask for, or nil when a file they name has been reported as failing.
    func changes(reporter: DiagnosticReporter) -> EnvironmentOverrides? {
        environment.overrides(width: container.width, height: container.height, reporter: reporter, format: input.format)
    }

    /// The spec at `path` (`-`, standard input), or nil when it has been reported as unreadable.
    func spec(_ path: String, reporter: DiagnosticReporter) -> SpecInput? {
        SpecInput(path: path, reporter: reporter, limits: inputLimits.limits, format: input.format)
    }
}
