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

    /// Loads and evaluates both files, `changeEnvironment` applied to the first one's
    /// environment; prints every diagnostic and returns nil when there is an error.
    init?(
        from startPath: String, to endPath: String, reporter: DiagnosticReporter,
        changeEnvironment: (inout LayoutEnvironment) -> Void
    ) {
        guard let startInput = SpecInput(path: startPath, reporter: reporter),
            let endInput = SpecInput(path: endPath, reporter: reporter),
            var startSpec = startInput.load(), var endSpec = endInput.load()
        else { return nil }
        changeEnvironment(&startSpec.environment)
        endSpec.environment = startSpec.environment
        endSpec.data = startSpec.effectiveData
        guard let start = startInput.evaluate(startSpec), let end = endInput.evaluate(endSpec) else { return nil }
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
