import ArgumentParser
import Complayout

/// `--max-input-bytes` and `--max-stored-elements`: the two input bounds a large but honest input
/// meets first — a feed of millions of measured heights (docs/limits.md). Both default to the
/// library's (`Limits.default`); raising them trades memory for size, as `--max-elements` does
/// for output.
struct InputLimitOptions: ParsableArguments {
    @Option(
        name: .customLong("max-input-bytes"),
        help: "The largest spec file read, in bytes; a larger one is refused (file-too-large).")
    var maxInputBytes: Int = Limits.default.yaml.maxBytes

    @Option(
        name: .customLong("max-stored-elements"),
        help: "The most elements the evaluation stores (rows solved again count by their bytes); past it the layout is refused (layout-too-many-elements).")
    var maxStoredElements: Int = Limits.default.evaluation.maxStoredElements

    func validate() throws {
        guard maxInputBytes >= 0 else { throw ValidationError("--max-input-bytes takes a count of 0 or more, e.g. 67108864") }
        guard maxStoredElements >= 0 else {
            throw ValidationError("--max-stored-elements takes a count of 0 or more, e.g. 1000000")
        }
    }

    /// The library's limits with these two replaced.
    var limits: Limits {
        var limits = Limits.default
        limits.yaml.maxBytes = maxInputBytes
        limits.evaluation.maxStoredElements = maxStoredElements
        return limits
    }
}
