import Complayout
import Foundation

/// A spec file read from disk, then loaded, evaluated and linted, with its diagnostics printed to
/// standard error.
struct SpecInput {
    let path: String
    let text: String
    let reporter: DiagnosticReporter

    /// Reads `path`; prints an error and returns nil when the file cannot be read.
    init?(path: String, reporter: DiagnosticReporter) {
        guard let data = FileManager.default.contents(atPath: path) else {
            reporter.report(
                .error(CommandDiagnosticID.unreadableFile, "cannot read the file", at: nil), path: path)
            return nil
        }
        self.path = path
        self.text = String(decoding: data, as: UTF8.self)
        self.reporter = reporter
    }

    /// Evaluates the spec with the container's width or height overridden when given, and prints
    /// every diagnostic, warnings included. Returns nil when any is an error — with
    /// `warningsAsErrors`, when any diagnostic at all is printed.
    func evaluate(width: Double? = nil, height: Double? = nil, warningsAsErrors: Bool = false) -> EvaluatedLayout? {
        let evaluation = SpecEvaluation(text: text, width: width, height: height)
        let diagnostics = warningsAsErrors ? evaluation.diagnostics.map(\.promotedToError) : evaluation.diagnostics
        reporter.report(diagnostics, path: path, source: text)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return evaluation.layout
    }
}
