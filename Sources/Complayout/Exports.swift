// The library product: one import for programs that load, evaluate, query, check and draw layouts.
// Each module below is part of that surface. Their internals — the YAML front end's nodes and
// parser, the per-field source positions of the model, the command line's own diagnostic ids —
// are `package`: the other modules of this package use them, programs do not see them.

/// Diagnostics: `Diagnostic`, `DiagnosticList`, source positions and the formatters.
@_exported import ComplayoutDiagnostics
/// The YAML front end's bounds and diagnostic ids: `YAMLLimits`, `YAMLDiagnosticID`.
@_exported import ComplayoutYAML
/// The layout tree and its values: `SpecFile`, `CompositionalLayout`, `LayoutSection`, `LayoutGroup`, ….
@_exported import ComplayoutModel
/// Reading specs: `SpecLoader`, `SpecLimits`, `SpecSchema`.
@_exported import ComplayoutSpec
/// Evaluation and queries: `Evaluator`, `EvaluatedLayout`, `ScrollTargets`.
@_exported import ComplayoutEngine
/// Frame explanations: `Evaluator.explain`, `FrameExplanation`.
@_exported import ComplayoutExplain
/// What is built on evaluated layouts: matrices, transitions, lint warnings, conformance cases.
@_exported import ComplayoutAnalysis
/// JSON, JSON Lines, tables and SVG pictures.
@_exported import ComplayoutOutput
/// The Swift code that builds a layout with UIKit.
@_exported import ComplayoutCodegen
