import ArgumentParser
import Complayout
import ComplayoutRecording
import Foundation

/// `complayout check --recorded DIR`: device recordings compared with the engine (docs/device-recorder.md).
struct RecordedCheck {
    /// The folder searched for `.json` recordings.
    var folder: String
    var verbose: Bool

    /// Prints `FAIL FILE` and every difference of each recording that disagrees, then
    /// `N agree, N differ`; exits 1 if any differs. A recording that cannot be read, or whose spec
    /// does not load or evaluate, differs.
    func run(reporter: DiagnosticReporter) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            reporter.report(Diagnostic(CommandDiagnostic.missingFolder, at: nil), path: folder)
            throw ExitCode(ExitStatus.invalidInput)
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { base + $0 }
        var output = StandardOutput()
        var agree = 0
        var differ = 0
        for file in files {
            let differences = compare(file, reporter: reporter, output: &output)
            if differences.isEmpty {
                agree += 1
                if verbose { output.write("PASS \(file)\n") }
            } else {
                differ += 1
                output.write("FAIL \(file)\n")
                for line in differences { output.write("  \(line)\n") }
            }
        }
        output.write("\(agree) agree, \(differ) differ\n")
        output.flush()
        if differ > 0 { throw ExitCode(ExitStatus.checkFailures) }
    }

    /// The differences of one recording; its spec's diagnostics go to standard error.
    private func compare(_ file: String, reporter: DiagnosticReporter, output: inout StandardOutput) -> [String] {
        let recording: DeviceRecording
        do {
            recording = try JSONDecoder().decode(
                DeviceRecording.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            return ["not a recording: \(error)"]
        }
        do {
            return try RecordingComparison(recording).differences
        } catch {
            output.flush()
            reporter.report(error.diagnostics, path: "\(file) (its spec)", source: recording.spec)
            return ["its spec does not load or evaluate"]
        }
    }
}
