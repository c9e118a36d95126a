import ArgumentParser
import Complayout

/// `complayout validate`: diagnostics only.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Load and evaluate specs, reporting only their diagnostics.",
        discussion: """
            Prints nothing for a valid spec without warnings. Exits 2 if any file has an error (with --warnings-as-errors, a warning).

            Examples:
              complayout validate Specs/examples/photo-grid.yaml
              complayout validate Specs/examples/*.yaml
            """
    )

    @Argument(help: "Spec files (YAML or JSON; - for standard input).")
    var files: [String]

    @OptionGroup var input: InputFormatOption
    @OptionGroup var diagnostics: DiagnosticOptions
    @OptionGroup var warnings: WarningOptions

    func run() throws {
        let reporter = DiagnosticReporter(diagnostics)
        var valid = true
        for file in PathPatterns.expand(files) {
            guard let spec = SpecInput(path: file, reporter: reporter, format: input.format),
                spec.evaluate(warningsAsErrors: warnings.warningsAsErrors) != nil
            else {
                valid = false
                continue
            }
        }
        if !valid { throw ExitCode(ExitStatus.invalidInput) }
    }
}
