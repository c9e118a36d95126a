import Complayout

/// The two specs of a layout transition, loaded and evaluated as `transition` and
/// `render --transition` take them: the second layout with the first file's environment and
/// data (docs/transitions.md).
struct TransitionInput {
    let start: SpecInput
    let end: SpecInput
    /// The first spec, with the command line's changes to its environment.
    let startSpec: SpecFile
    let transition: LayoutTransition

    /// Loads, evaluates and lints both files (read as `format`, or as their names imply), the
    /// command line's `changes` applied to the first; prints every diagnostic (those about the
    /// second layout's data and environment, which are the first file's, under the first file's
    /// path) and returns nil when there is an error.
    init?(
        from startPath: String, to endPath: String, reporter: DiagnosticReporter, format: SpecInputFormat?,
        changes: EnvironmentOverrides
    ) {
        guard let startInput = SpecInput(path: startPath, reporter: reporter, format: format),
            let endInput = SpecInput(path: endPath, reporter: reporter, format: format),
            let startSpec = startInput.load(changes), var endSpec = endInput.load()
        else { return nil }
        endSpec.environment = startSpec.environment
        endSpec.data = startSpec.effectiveData
        guard let start = startInput.evaluate(startSpec, changes: changes),
            let end = endInput.evaluate(endSpec, changes: EnvironmentOverrides(), origin: (startInput, changes))
        else { return nil }
        do {
            transition = try LayoutTransition(from: start, to: end)
        } catch {
            startInput.report(error.diagnostics)
            return nil
        }
        self.start = startInput
        self.end = endInput
        self.startSpec = startSpec
    }
}
