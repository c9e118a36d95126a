import ArgumentParser
import Complayout
import Foundation

/// The `complayout` program, run by both of its executables: `complayout`, and `complayout-preview`
/// (the same with the preview server, `serving`, linked in), which `complayout preview` runs.
package func runComplayout(servingPreview serving: PreviewServing? = nil) {
    ComplayoutCommand.main(servingPreview: serving)
}

/// The `complayout` command: wires the subcommands and maps failures to the contract's exit codes.
struct ComplayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complayout",
        abstract: "Evaluate UICollectionViewCompositionalLayout specs written in YAML, as UIKit would lay them out.",
        discussion: """
            Exit codes: 0 success, 1 conformance failures, 2 invalid input or usage.

            Examples:
              complayout eval Specs/examples/photo-grid.yaml --format table
              complayout eval Specs/examples/photo-grid.yaml --width 768 --height 1024
              complayout query Specs/examples/photo-grid.yaml --rect 0,0,390,300
              complayout explain Specs/examples/photo-grid.yaml --index-path 0,1
              complayout render Specs/examples/photo-grid.yaml -o photo-grid.svg
              complayout check Specs/
              complayout validate Specs/examples/*.yaml
              complayout scroll-targets Specs/examples/carousels.yaml --section 0
              complayout swift Specs/examples/photo-grid.yaml -o PhotoGridLayout.swift
              complayout schema > complayout.schema.json
              complayout preview Specs/examples/photo-grid.yaml
            """,
        version: ComplayoutVersion.current,
        subcommands: [
            Eval.self, Query.self, Explain.self, Render.self, Check.self, Validate.self, ScrollTargetsCommand.self,
            Diff.self, Transition.self, Matrix.self, SwiftCode.self, Schema.self, Preview.self,
        ]
    )

    /// Like `ParsableCommand.main()`, but usage errors exit with 2, as the contract says; `preview`
    /// serves with `serving` when the program links the server.
    static func main(servingPreview serving: PreviewServing?) {
        OutputChannel.ignoreBrokenPipeSignal()
        do {
            // `complayout help NAME` names a subcommand; an unknown one is a usage error.
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "help", arguments.count >= 2, !arguments[1].hasPrefix("-") {
                let names = configuration.subcommands.map { $0._commandName }
                guard names.contains(arguments[1]) else {
                    usageError("unknown subcommand '\(arguments[1])'; the subcommands are \(names.joined(separator: ", "))")
                }
            }
            if let repeated = RepeatedOptions.firstRepeated(in: arguments) {
                var standardError = StandardError()
                standardError.write("Error: \(repeated) is given more than once; give each option once\n")
                Foundation.exit(ExitStatus.invalidInput)
            }
            var command = try parseAsRoot()
            // Without a subcommand there is nothing to do: a usage error, not help with status 0.
            if command is ComplayoutCommand { usageError("missing subcommand") }
            if let serving, let preview = command as? Preview {
                try preview.serve(with: serving)
            } else {
                try command.run()
            }
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                self.exit(withError: error)
            }
            var standardError = StandardError()
            standardError.write(fullMessage(for: error) + "\n")
            Foundation.exit(ExitStatus.invalidInput)
        }
    }
}

/// Prints `message` and the usage to standard error, and exits with the usage status (2).
private func usageError(_ message: String) -> Never {
    var standardError = StandardError()
    standardError.write("Error: \(message)\n" + ComplayoutCommand.helpMessage() + "\n")
    exit(ExitStatus.invalidInput)
}

/// The contract's exit codes.
enum ExitStatus {
    static let success: Int32 = 0
    static let checkFailures: Int32 = 1
    static let invalidInput: Int32 = 2
}
