import ArgumentParser
import Complayout

/// `--max-elements`: the most elements `eval` and `query` print (docs/limits.md). Output is
/// streamed, so it costs no memory, but a spec of 20 lines can ask for 10^9 elements — some
/// 100 GB of text; past the bound the command prints nothing and reports `output-too-large`.
struct OutputLimitOption: ParsableArguments {
    static let defaultMaxElements = 1_000_000

    @Option(
        name: .customLong("max-elements"),
        help: "The most elements to print; a layout or rectangle with more is refused (output-too-large).")
    var maxElements: Int = defaultMaxElements

    func validate() throws {
        guard maxElements >= 0 else { throw ValidationError("--max-elements takes a count of 0 or more, e.g. 5000000") }
    }

    /// True when `count` elements may be printed; otherwise reports `output-too-large` for
    /// `spec`: `what` (`the layout has`, `the rectangle holds`) more than the bound, and `hint` says
    /// what to give instead.
    func permits(_ count: Int, saying what: String, of spec: SpecInput, hint: String) -> Bool {
        guard count > maxElements else { return true }
        spec.report([Diagnostic(CommandDiagnostic.outputTooLarge(what: what, limit: maxElements, hint: hint), at: nil)])
        return false
    }
}
