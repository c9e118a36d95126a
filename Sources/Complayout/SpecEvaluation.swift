import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutAnalysis
import ComplayoutModel
import ComplayoutSpec

/// A spec file's text taken through the whole pipeline, as the command line does: loaded,
/// evaluated and linted.
public struct SpecEvaluation: Sendable {
    /// The spec as loaded, with the container overridden; nil when it does not load.
    public var spec: SpecFile?
    /// The layout; nil when the spec has an error.
    public var layout: EvaluatedLayout?
    /// Every diagnostic, errors and warnings, sorted by position.
    public var diagnostics: [Diagnostic]

    /// Loads `text`, replaces the container's width or height when given, evaluates in `pass`, and lints.
    /// Warnings about the spec as written are reported even when evaluation fails; those about
    /// the geometry need a layout.
    public init(
        text: String, width: Double? = nil, height: Double? = nil, pass: EvaluationPass = .final,
        limits: Limits = .default
    ) {
        self.init(bytes: Array(text.utf8), width: width, height: height, pass: pass, limits: limits)
    }

    /// `init(text:width:height:pass:limits:)` for a file's raw bytes, loaded within `limits` as `format`.
    public init(
        bytes: [UInt8], width: Double? = nil, height: Double? = nil, pass: EvaluationPass = .final,
        limits: Limits = .default, format: SpecInputFormat = .yaml
    ) {
        var spec: SpecFile
        do {
            spec = try SpecLoader.load(bytes: bytes, limits: limits, format: format)
        } catch {
            self.init(failedLoad: error.diagnostics)
            return
        }
        if let width { spec.environment.container.width = width }
        if let height { spec.environment.container.height = height }
        self.init(spec: spec, pass: pass, limits: limits)
    }

    /// A spec that does not load.
    private init(failedLoad diagnostics: [Diagnostic]) {
        spec = nil
        layout = nil
        self.diagnostics = diagnostics
    }

    /// Evaluates and lints a spec already loaded (and perhaps changed since, as the command line's
    /// environment options change it).
    public init(spec: SpecFile, pass: EvaluationPass = .final, limits: Limits = .default) {
        self.spec = spec
        let linter = Linter(limits: limits.evaluation)
        do {
            let layout = try Evaluator(limits: limits, pass: pass).evaluate(spec)
            self.layout = layout
            self.diagnostics = linter.warnings(for: spec, evaluated: layout)
        } catch {
            self.layout = nil
            self.diagnostics = (error.diagnostics + linter.warnings(for: spec)).sortedByPosition()
        }
    }
}
