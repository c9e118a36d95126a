import ComplayoutDiagnostics
import Foundation
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import ComplayoutYAML

/// Runs conformance cases: spec files whose `expect:` says what evaluation must give (language.md section 7).
public struct ConformanceRunner: Sendable {
    /// Frames and sizes must agree within this many points.
    public static let tolerance = 0.001

    public var evaluator: Evaluator

    /// The ids an error case can expect: those of the errors that stop loading or evaluation.
    public static let errorIDs =
        YAMLDiagnosticID.allIDs + ModelDiagnosticID.allIDs + SpecDiagnosticID.allIDs + EngineDiagnosticID.allIDs

    public init(evaluator: Evaluator = Evaluator()) {
        self.evaluator = evaluator
    }

    /// Runs the file at `path`, read as `format` (by default, as its name implies): at most one
    /// byte past the byte limit of `YAMLLimits`, which the loader then refuses (`file-too-large`).
    public func run(path: String, format: SpecInputFormat? = nil) -> CaseResult {
        let handle = FileHandle(forReadingAtPath: path)
        defer { try? handle?.close() }
        guard let data = try? handle?.read(upToCount: YAMLLimits.default.maxBytes + 1) ?? Data() else {
            return CaseResult(path: path, outcome: .failed(["cannot read the file"]))
        }
        return run(bytes: Array(data), path: path, format: format ?? SpecInputFormat(path: path))
    }

    /// Runs a case given as text, read as `format`; `path` only names it.
    public func run(text: String, path: String, format: SpecInputFormat = .yaml) -> CaseResult {
        run(bytes: Array(text.utf8), path: path, format: format)
    }

    /// Runs a case given as bytes, read as `format` — invalid UTF-8 is the loader's `yaml-syntax`
    /// error, as every command reads it; `path` only names it.
    public func run(bytes: [UInt8], path: String, format: SpecInputFormat = .yaml) -> CaseResult {
        // The expectation of an error case is a comment; invalid UTF-8 in it cannot match anything.
        let text = String(decoding: bytes, as: UTF8.self)
        let outcome: CaseResult.Outcome
        switch load(bytes, format: format) {
        case .success(let (spec, evaluated)):
            switch spec.expectation {
            case nil: outcome = .notACase
            case .error(let message, let line, let id, _):
                let expected = FailedLoadExpectation(message: message, line: line, id: id)
                outcome = .failed(["expected \(expected.summary), but the spec loaded and evaluated"])
            case .layout(let expected):
                let mismatches = ExpectationComparison(expected: expected, actual: evaluated).mismatches()
                switch (expected.knownGap, mismatches.isEmpty) {
                case (nil, true): outcome = .passed
                case (nil, false): outcome = .failed(mismatches)
                case (let reason?, false): outcome = .knownGap(reason: reason, mismatches: mismatches)
                case (.some, true):
                    outcome = .failed(["marked knownGap, but the layout now agrees with the expectation: remove knownGap"])
                }
            }
        case .failure(let list):
            outcome = Self.outcome(forFailedLoad: list.diagnostics, text: text)
            if case .failed = outcome {
                return CaseResult(path: path, outcome: outcome, diagnostics: list.diagnostics)
            }
        }
        return CaseResult(path: path, outcome: outcome)
    }

    /// Loads the spec and evaluates it in the pass its expectation names.
    private func load(_ bytes: [UInt8], format: SpecInputFormat) -> Result<(SpecFile, EvaluatedLayout), DiagnosticList> {
        do {
            let spec = try SpecLoader.load(bytes: bytes, format: format)
            var evaluator = evaluator
            if case .layout(let expected) = spec.expectation { evaluator.pass = expected.pass }
            return .success((spec, try evaluator.evaluate(spec)))
        } catch {
            return .failure(error)
        }
    }

    private static func outcome(forFailedLoad diagnostics: [Diagnostic], text: String) -> CaseResult.Outcome {
        let errors = diagnostics.filter { $0.severity == .error }
        guard let expected = FailedLoadExpectation.read(from: text) else {
            return .failed(["the file does not load: " + errors.map(\.description).joined(separator: "; ")])
        }
        if errors.contains(where: expected.matches) { return .passed }
        var reasons = ["expected \(expected.summary), got: " + errors.map(\.description).joined(separator: "; ")]
        if let id = expected.id, !errorIDs.contains(id) {
            let suggestion = Suggestion.closest(to: id, in: errorIDs).map { "; did you mean '\($0)'?" } ?? ""
            reasons.append("'\(id)' is not a diagnostic id\(suggestion)")
        }
        return .failed(reasons)
    }
}
