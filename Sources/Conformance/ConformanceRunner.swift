import Diagnostics
import Foundation
import LayoutEngine
import LayoutModel
import LayoutSpec

/// Runs conformance cases: spec files whose `expect:` says what evaluation must give (language.md section 7).
public struct ConformanceRunner: Sendable {
    /// Frames and sizes must agree within this many points.
    public static let tolerance = 0.001

    public var evaluator: Evaluator

    public init(evaluator: Evaluator = Evaluator()) {
        self.evaluator = evaluator
    }

    /// Runs the file at `path`.
    public func run(path: String) -> CaseResult {
        guard let data = FileManager.default.contents(atPath: path) else {
            return CaseResult(path: path, outcome: .failed(["cannot read the file"]))
        }
        return run(text: String(decoding: data, as: UTF8.self), path: path)
    }

    /// Runs a case given as text; `path` only names it.
    public func run(text: String, path: String) -> CaseResult {
        let outcome: CaseResult.Outcome
        switch load(text) {
        case .success(let (spec, evaluated)):
            switch spec.expectation {
            case nil: outcome = .notACase
            case .error(let message, let line, _):
                outcome = .failed([
                    "expected an error containing \"\(message)\"\(line.map { " on line \($0)" } ?? ""), "
                        + "but the spec loaded and evaluated"
                ])
            case .layout(let expected):
                let mismatches = ExpectationComparison(expected: expected, actual: evaluated).mismatches()
                outcome = mismatches.isEmpty ? .passed : .failed(mismatches)
            }
        case .failure(let list):
            outcome = Self.outcome(forFailedLoad: list.diagnostics, text: text)
        }
        return CaseResult(path: path, outcome: outcome)
    }

    /// Loads the spec and evaluates it in the pass its expectation names.
    private func load(_ text: String) -> Result<(SpecFile, EvaluatedLayout), DiagnosticList> {
        do {
            let spec = try SpecLoader.load(text)
            var evaluator = evaluator
            if case .layout(let expected) = spec.expectation { evaluator.pass = expected.pass }
            return .success((spec, try evaluator.evaluate(spec)))
        } catch {
            return .failure(error)
        }
    }

    private static func outcome(forFailedLoad diagnostics: [Diagnostic], text: String) -> CaseResult.Outcome {
        let errors = diagnostics.filter { $0.severity == .error }
        guard let (message, line) = FailedLoadExpectation.read(from: text) else {
            return .failed(["the file does not load: " + errors.map(\.description).joined(separator: "; ")])
        }
        let matched = errors.contains { diagnostic in
            diagnostic.message.contains(message) && (line == nil || diagnostic.range?.start.line == line)
        }
        if matched { return .passed }
        return .failed([
            "expected an error containing \"\(message)\"\(line.map { " on line \($0)" } ?? ""), got: "
                + errors.map(\.description).joined(separator: "; ")
        ])
    }
}
