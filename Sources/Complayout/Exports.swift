// The library product: one import for programs that load and evaluate layouts.
@_exported import ComplayoutDiagnostics
@_exported import ComplayoutEngine
@_exported import ComplayoutAnalysis
@_exported import ComplayoutModel
@_exported import ComplayoutOutput
@_exported import ComplayoutSpec
@_exported import ComplayoutYAML
@_exported import ComplayoutCodegen
