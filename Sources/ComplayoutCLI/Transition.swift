import ArgumentParser
import Complayout

/// `complayout transition`: the frames of a transition between two layouts of the same data.
struct Transition: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition",
        abstract: "Interpolate every element's frame between two layouts of the same data.",
        discussion: """
            As UICollectionViewTransitionLayout animates a layout change: frames move linearly from the first layout to the second; elements present in one layout only keep their frame and fade (their alpha is printed). The second layout is evaluated with the first file's environment and data. Both layouts are linted, as every command that evaluates does. See docs/transitions.md.

            Examples:
              complayout transition Specs/examples/photo-grid.yaml Specs/examples/magazine.yaml --progress 0.3
              complayout transition A.yaml B.yaml --progress 0.5 --width 768
            """
    )

    @Argument(help: "The spec of the layout the transition starts from (its environment and data are used).")
    var from: String

    @Argument(help: "The spec of the layout the transition ends at (only its layout is used).")
    var to: String

    @Option(help: "How far the transition has gone: 0 is the first layout, 1 the second.")
    var progress: Double

    @OptionGroup var options: SpecOptions

    func validate() throws {
        guard progress.isFinite, (0...1).contains(progress) else {
            throw ValidationError("--progress must be a number from 0 to 1")
        }
    }

    func run() throws {
        let reporter = options.reporter()
        guard
            let changes = options.changes(reporter: reporter),
            let input = TransitionInput(from: from, to: to, reporter: reporter, format: options.input.format, changes: changes)
        else { throw ExitCode(ExitStatus.invalidInput) }
        var output = StandardOutput()
        try TransitionDocument(input.transition.frame(at: progress)).write(to: &output)
        output.flush()
    }
}
