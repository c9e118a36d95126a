/// Every bound complayout puts on its input, in one value (docs/limits.md).
///
/// The defaults suit a command-line tool; a server that evaluates files from strangers may pass
/// tighter ones:
///
/// ```swift
/// var limits = Limits.default
/// limits.yaml.maxBytes = 1 << 20
/// limits.evaluation.maxStoredElements = 100_000
/// let spec = try SpecLoader.load(bytes: bytes, limits: limits)
/// let layout = try Evaluator(limits: limits).evaluate(spec)
/// ```
public struct Limits: Sendable, Hashable {
    /// Bounds of the YAML front end: bytes, nesting, nodes after aliases.
    public var yaml: YAMLLimits
    /// Bounds of the spec reader: `count`/`repeat`, items per section, group nesting.
    public var spec: SpecLimits
    /// Bounds of evaluation: cells per group instance and per evaluation.
    public var evaluation: EvaluationLimits

    public init(yaml: YAMLLimits = .default, spec: SpecLimits = .default, evaluation: EvaluationLimits = .default) {
        self.yaml = yaml
        self.spec = spec
        self.evaluation = evaluation
    }

    public static let `default` = Limits()
}

extension SpecLoader {
    /// Loads a spec file's raw bytes within `limits`, read as `format`.
    public static func load(
        bytes: [UInt8], limits: Limits, format: SpecInputFormat = .yaml
    ) throws(DiagnosticList) -> SpecFile {
        try load(bytes: bytes, yamlLimits: limits.yaml, limits: limits.spec, format: format)
    }

    /// Loads a spec file's text within `limits`.
    public static func load(_ text: String, limits: Limits) throws(DiagnosticList) -> SpecFile {
        try load(bytes: Array(text.utf8), limits: limits)
    }
}

extension Evaluator {
    /// An evaluator within `limits.evaluation` that gives `pass`.
    public init(limits: Limits, pass: EvaluationPass = .final) {
        self.init(limits: limits.evaluation, pass: pass)
    }
}
