import ArgumentParser
import Complayout

/// `complayout validate`: diagnostics only.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Load and evaluate specs, reporting only their diagnostics.",
        discussion: """
            Prints nothing for a valid spec. Exits 2 if any file has an error.

            Examples:
              complayout validate Specs/examples/photo-grid.yaml
              complayout validate Specs/examples/*.yaml
            """
    )

    @Argument(help: "Spec files (YAML).")
    var files: [String]

    func run() throws {
        var valid = true
        for file in files {
            guard let input = SpecInput(path: file), input.evaluate() != nil else {
                valid = false
                continue
            }
        }
        if !valid { throw ExitCode(ExitStatus.invalidInput) }
    }
}
