import Complayout
import Foundation

/// A spec file read from disk, then loaded, evaluated and linted, with its diagnostics printed to
/// standard error.
struct SpecInput {
    let path: String
    /// The file's bytes; of a file longer than the byte limit, only one byte past it, enough for
    /// the loader to refuse it (`file-too-large`) without reading the rest.
    let bytes: [UInt8]
    let limits: Limits
    let reporter: DiagnosticReporter

    /// The file's text, invalid UTF-8 shown as U+FFFD.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Reads `path`; prints an error and returns nil when the file cannot be read.
    init?(path: String, reporter: DiagnosticReporter, limits: Limits = .default) {
        let readable = min(limits.yaml.maxBytes, Int.max - 1) + 1
        guard let handle = FileHandle(forReadingAtPath: path),
            let data = try? handle.read(upToCount: readable) ?? Data()
        else {
            reporter.report(
                .error(CommandDiagnosticID.unreadableFile, "cannot read the file", at: nil), path: path)
            return nil
        }
        try? handle.close()
        self.path = path
        self.bytes = Array(data)
        self.limits = limits
        self.reporter = reporter
    }

    /// Loads, evaluates and lints the spec with the container's width or height overridden when
    /// given, and prints every diagnostic, warnings included. Returns nil when any is an error —
    /// with `warningsAsErrors`, when any diagnostic at all is printed.
    func evaluated(
        width: Double? = nil, height: Double? = nil, pass: EvaluationPass = .final, warningsAsErrors: Bool = false
    ) -> (spec: SpecFile, layout: EvaluatedLayout)? {
        let evaluation = SpecEvaluation(bytes: bytes, width: width, height: height, pass: pass, limits: limits)
        let diagnostics = warningsAsErrors ? evaluation.diagnostics.map(\.promotedToError) : evaluation.diagnostics
        report(diagnostics)
        guard !diagnostics.contains(where: { $0.severity == .error }), let spec = evaluation.spec,
            let layout = evaluation.layout
        else { return nil }
        return (spec, layout)
    }

    /// The layout of `evaluated(width:height:pass:warningsAsErrors:)`.
    func evaluate(
        width: Double? = nil, height: Double? = nil, pass: EvaluationPass = .final, warningsAsErrors: Bool = false
    ) -> EvaluatedLayout? {
        evaluated(width: width, height: height, pass: pass, warningsAsErrors: warningsAsErrors)?.layout
    }

    /// Loads the spec, with the container's width or height overridden when given, for commands
    /// that change it before evaluating; prints every error and returns nil when there is one.
    func load(width: Double? = nil, height: Double? = nil) -> SpecFile? {
        do {
            var spec = try SpecLoader.load(bytes: bytes, limits: limits)
            if let width { spec.environment.container.width = width }
            if let height { spec.environment.container.height = height }
            return spec
        } catch {
            report(error.diagnostics)
            return nil
        }
    }

    /// Evaluates `spec`, loaded from this file; prints every error and returns nil when there is one.
    func evaluate(_ spec: SpecFile) -> EvaluatedLayout? {
        do {
            return try Evaluator(limits: limits).evaluate(spec)
        } catch {
            report(error.diagnostics)
            return nil
        }
    }

    /// Prints diagnostics about this file to standard error, quoting its lines.
    func report(_ diagnostics: [Diagnostic]) {
        reporter.report(diagnostics, path: path, source: text)
    }
}
