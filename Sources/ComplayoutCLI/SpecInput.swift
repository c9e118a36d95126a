import Complayout
import Foundation

/// A spec file read from disk (or standard input, for `-`), then loaded, evaluated and linted,
/// with its diagnostics printed to standard error.
struct SpecInput {
    /// The path as given, or `<stdin>`: what diagnostics and pictures name the file by.
    let path: String
    /// The file's bytes; of a file longer than the byte limit, only one byte past it, enough for
    /// the loader to refuse it (`file-too-large`) without reading the rest.
    let bytes: [UInt8]
    /// How the text is read: YAML, or strict JSON.
    let format: SpecInputFormat
    let limits: Limits
    let reporter: DiagnosticReporter

    /// The file's text, as its diagnostics quote it (`SourceText`: UTF-8, or UTF-16 after its
    /// byte order mark; invalid sequences shown as U+FFFD).
    var text: String { SourceText.decoding(bytes) }

    /// Reads `path` (`-`: standard input) to be read as `format`, or as its name implies when nil;
    /// prints an error and returns nil when the file cannot be read.
    init?(path: String, reporter: DiagnosticReporter, limits: Limits = .default, format: SpecInputFormat? = nil) {
        guard let file = InputFile(path: path, limit: limits.yaml.maxBytes, reporter: reporter) else { return nil }
        self.path = file.displayPath
        self.bytes = file.bytes
        self.format = format ?? SpecInputFormat(path: path)
        self.limits = limits
        self.reporter = reporter
    }

    /// Loads the spec, applies the command line's `changes`, evaluates and lints it, and prints
    /// every diagnostic, warnings included. Returns nil when any is an error — with
    /// `warningsAsErrors`, when any diagnostic at all is printed.
    func evaluated(
        _ changes: EnvironmentOverrides = EnvironmentOverrides(), pass: EvaluationPass = .final,
        warningsAsErrors: Bool = false
    ) -> (spec: SpecFile, layout: EvaluatedLayout)? {
        guard let spec = load(changes),
            let layout = evaluate(spec, changes: changes, pass: pass, warningsAsErrors: warningsAsErrors)
        else { return nil }
        return (spec, layout)
    }

    /// The layout of `evaluated(_:pass:warningsAsErrors:)`.
    func evaluate(
        _ changes: EnvironmentOverrides = EnvironmentOverrides(), pass: EvaluationPass = .final,
        warningsAsErrors: Bool = false
    ) -> EvaluatedLayout? {
        evaluated(changes, pass: pass, warningsAsErrors: warningsAsErrors)?.layout
    }

    /// Loads the spec with the command line's `changes` applied, for commands that evaluate it
    /// themselves; prints every error and returns nil when there is one.
    func load(_ changes: EnvironmentOverrides = EnvironmentOverrides()) -> SpecFile? {
        do {
            var spec = try SpecLoader.load(bytes: bytes, limits: limits, format: format)
            guard changes.apply(to: &spec) else { return nil }
            return spec
        } catch {
            report(error.diagnostics)
            return nil
        }
    }

    /// Evaluates and lints `spec`, loaded from this file with `changes` applied, and prints every
    /// diagnostic — those about data or an environment read from a file of their own under that
    /// file's path, or, when `origin` is given, under the path `origin` prints them (a spec
    /// evaluated with another file's data and environment). Returns nil when any is an error
    /// (with `warningsAsErrors`, when any diagnostic is printed).
    func evaluate(
        _ spec: SpecFile, changes: EnvironmentOverrides, pass: EvaluationPass = .final, warningsAsErrors: Bool = false,
        origin: (input: SpecInput, changes: EnvironmentOverrides)? = nil
    ) -> EvaluatedLayout? {
        let evaluation = SpecEvaluation(spec: spec, pass: pass, limits: limits)
        let diagnostics = warningsAsErrors ? evaluation.diagnostics.map(\.promotedToError) : evaluation.diagnostics
        if let origin {
            report(diagnostics.filter { SpecPart(of: $0) == .layout }, changes: changes)
            origin.input.report(diagnostics.filter { SpecPart(of: $0) != .layout }, changes: origin.changes)
        } else {
            report(diagnostics, changes: changes)
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return evaluation.layout
    }

    /// Prints `diagnostics` about this spec with `changes` applied: those about data or an
    /// environment read from a file of their own under that file's path, the others under this one's.
    func report(_ diagnostics: [Diagnostic], changes: EnvironmentOverrides) {
        var own: [Diagnostic] = []
        var elsewhere: [(file: SpecInput, diagnostics: [Diagnostic])] = []
        for diagnostic in diagnostics {
            guard diagnostic.range != nil, let file = changes.file(for: SpecPart(of: diagnostic)) else {
                own.append(diagnostic)
                continue
            }
            if let index = elsewhere.firstIndex(where: { $0.file.path == file.path }) {
                elsewhere[index].diagnostics.append(diagnostic)
            } else {
                elsewhere.append((file, [diagnostic]))
            }
        }
        report(own)
        for (file, diagnostics) in elsewhere { file.report(diagnostics) }
    }

    /// Prints diagnostics about this file to standard error, quoting its lines.
    func report(_ diagnostics: [Diagnostic]) {
        // The text is decoded only to quote lines: a spec of tens of megabytes with nothing to
        // report costs no copy of itself.
        guard !diagnostics.isEmpty else { return }
        reporter.report(diagnostics, path: path, source: text)
    }
}
