import ArgumentParser
import Complayout

/// `--pass`: which of UIKit's layout passes to show.
struct PassOption: ParsableArguments {
    @Option(help: "The layout pass: final (after self-sizing with the measured sizes in data) or initial (every estimate as it is).")
    var pass: EvaluationPass = .final
}

extension EvaluationPass: ArgumentChoice {}
