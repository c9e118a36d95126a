import ArgumentParser
import Complayout

/// `complayout scroll-targets`: where an orthogonal section's scroller comes to rest (R53).
struct ScrollTargetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll-targets",
        abstract: "Print the resting offsets of an orthogonal section, and where a released drag comes to rest.",
        discussion: """
            Offsets are measured along the section's own scroll axis from its leading end, as environment.orthogonalOffsets are; velocities are in points per second, positive towards the trailing end. The scroller decelerates at UIScrollView's normal rate (0.998 per ms); paging behaviours move at most one page per release. See docs/scrolling.md.

            Examples:
              complayout scroll-targets Specs/examples/carousels.yaml --section 0
              complayout scroll-targets FILE --section 0 --offset 100 --velocity 800
              complayout scroll-targets FILE --section 1 --velocity -500 --format table
            """
    )

    enum Format: String, ArgumentChoice {
        case json
        case table
    }

    @Argument(help: "The spec file (YAML or JSON; - for standard input).")
    var file: String

    @Option(help: "The data section's index; it must scroll orthogonally.")
    var section: Int

    @Option(parsing: .unconditional, help: "Where the drag is released, in points along the section's scroll axis (default 0).", transform: NumberArgument.number)
    var offset: Double?

    @Option(parsing: .unconditional, help: "The velocity at release, in points per second (default 0).", transform: NumberArgument.number)
    var velocity: Double?

    @Option(help: "Output format: json or table (for people).")
    var format: Format = .json

    @OptionGroup var options: SpecOptions

    func validate() throws {
        for (name, value) in [("offset", offset), ("velocity", velocity)] {
            if let value, !value.isFinite {
                throw ValidationError("--\(name) must be a finite number")
            }
        }
    }

    func run() throws {
        let reporter = options.reporter()
        guard
            let changes = options.changes(reporter: reporter),
            let input = options.spec(file, reporter: reporter),
            let layout = input.evaluate(changes)
        else { throw ExitCode(ExitStatus.invalidInput) }
        let targets: ScrollTargets
        do {
            targets = try ScrollTargets(layout, section: section)
        } catch {
            input.report([error])
            throw ExitCode(ExitStatus.invalidInput)
        }
        let release: ScrollTargetsWriter.Release? =
            offset == nil && velocity == nil ? nil : (offset ?? 0, velocity ?? 0)
        var output = StandardOutput()
        switch format {
        case .json: try ScrollTargetsDocument(targets, release: release).write(to: &output)
        case .table: output.write(ScrollTargetsWriter().table(for: targets, release: release))
        }
        output.flush()
    }
}
