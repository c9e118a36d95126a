import ArgumentParser
import Complayout
import Foundation

/// Where a command writes its document: standard output, or the file given with `-o`.
struct OutputDestination {
    /// nil: standard output.
    let path: String?
    /// Reports a file that cannot be written.
    let reporter: DiagnosticReporter

    /// Writes `document`; prints `unwritable-file` and exits with 2 when the file cannot be written.
    func write(_ document: String) throws {
        guard let path else {
            var standardOutput = StandardOutput()
            standardOutput.write(document)
            standardOutput.flush()
            return
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(document.utf8)) else {
            reporter.report(.error(CommandDiagnosticID.unwritableFile, "cannot write the file", at: nil), path: path)
            throw ExitCode(ExitStatus.invalidInput)
        }
    }
}
