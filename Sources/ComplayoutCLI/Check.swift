import ArgumentParser
import Complayout
import Foundation

/// `complayout check`: runs conformance cases.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run the conformance cases in the given files and folders.",
        discussion: """
            A case is a spec with an `expect:` block; files without one are skipped. A case marked `knownGap` (a recorded UIKit frame the engine does not reproduce yet) must fail as documented and is counted apart. Prints each failure with its reasons, then the line `N passed, N failed`; the errors of a case that does not load as it should also go to standard error, as diagnostics. Exits 1 if any case failed.

            Examples:
              complayout check Specs/
              complayout check Specs/conformance/examples/e01-plain-list.yaml --verbose
              complayout check --recorded Specs/recorded/device
            """
    )

    @Argument(help: "Case files, or folders searched for .yaml/.yml files.")
    var paths: [String] = []

    @Option(help: "Compare the device recordings (.json) under this folder with the engine, element by element.")
    var recorded: String?

    @Flag(help: "Also list the cases that pass.")
    var verbose = false

    @OptionGroup var input: InputFormatOption
    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard (recorded == nil) != paths.isEmpty else {
            throw ValidationError("give case files or folders, or --recorded DIR, not both")
        }
    }

    func run() throws {
        let reporter = DiagnosticReporter(diagnostics)
        if let recorded { return try RecordedCheck(folder: recorded, verbose: verbose).run(reporter: reporter) }
        var files: [String] = []
        do {
            // `-` is standard input, read once, where it is given.
            for path in paths { files += path == "-" ? ["-"] : try CaseDiscovery.files(in: [path]) }
        } catch {
            reporter.report(
                Diagnostic(CommandDiagnostic.missingPath, at: nil), path: error.path)
            throw ExitCode(ExitStatus.invalidInput)
        }
        let runner = ConformanceRunner()
        var output = StandardOutput()
        var passed = 0
        var failed = 0
        var knownGaps = 0
        for file in files {
            let (result, source) = try run(file, with: runner, reporter: reporter)
            let file = result.path
            switch result.outcome {
            case .passed:
                passed += 1
                if verbose { output.write("PASS \(file)\n") }
            case .failed(let reasons):
                failed += 1
                output.write("FAIL \(file)\n")
                for reason in reasons { output.write("  \(reason)\n") }
                if !result.diagnostics.isEmpty {
                    output.flush()
                    reporter.report(
                        result.diagnostics, path: file,
                        source: source)
                }
            case .knownGap(let reason, let mismatches):
                knownGaps += 1
                if verbose {
                    output.write("GAP  \(file): \(reason)\n")
                    for mismatch in mismatches { output.write("  \(mismatch)\n") }
                }
            case .notACase:
                if verbose { output.write("SKIP \(file) (no expect:)\n") }
            }
        }
        if knownGaps > 0 {
            let noun = knownGaps == 1 ? "gap" : "gaps"
            output.write("\(knownGaps) known \(noun): cases marked knownGap that disagree as documented (--verbose lists them)\n")
        }
        output.write("\(passed) passed, \(failed) failed\n")
        output.flush()
        if failed > 0 { throw ExitCode(ExitStatus.checkFailures) }
    }

    /// Runs one case file, or standard input for `-`; returns its result and its text, for quoting
    /// its diagnostics.
    private func run(
        _ file: String, with runner: ConformanceRunner, reporter: DiagnosticReporter
    ) throws -> (CaseResult, source: String?) {
        // Read as every command reads a file (InputFile): bounded, and a FIFO not waited on for ever.
        guard let read = InputFile(path: file, limit: Limits.default.yaml.maxBytes, reporter: reporter) else {
            guard file == "-" else { return (CaseResult(path: file, outcome: .failed(["cannot read the file"])), nil) }
            throw ExitCode(ExitStatus.invalidInput)
        }
        let format = input.format ?? (file == "-" ? .yaml : SpecInputFormat(path: file))
        return (
            runner.run(bytes: read.bytes, path: read.displayPath, format: format),
            SourceText.decoding(read.bytes)
        )
    }
}
