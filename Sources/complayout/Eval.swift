import ArgumentParser
import Complayout

/// `complayout eval`: the layout attributes of one spec.
struct Eval: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the frames and zIndex of every element, and the content size.",
        discussion: """
            Examples:
              complayout eval Specs/examples/photo-grid.yaml
              complayout eval Specs/examples/photo-grid.yaml --format table --width 768 --height 1024
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case table
    }

    @Argument(help: "The spec file (YAML).")
    var file: String

    @Option(help: "Output format: json (language.md section 7) or table (for people).")
    var format: Format = .json

    @Option(help: "Container width in points, overriding the spec's environment.")
    var width: Double?

    @Option(help: "Container height in points, overriding the spec's environment.")
    var height: Double?

    func validate() throws {
        for (name, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value > 0) {
                throw ValidationError("--\(name) must be a positive number of points")
            }
        }
    }

    func run() throws {
        guard let input = SpecInput(path: file) else { throw ExitCode(ExitStatus.invalidInput) }
        guard let layout = input.evaluate(width: width, height: height) else { throw ExitCode(ExitStatus.invalidInput) }
        var output = StandardOutput()
        switch format {
        case .json: JSONWriter().write(layout, to: &output)
        case .table: output.write(TableWriter().table(for: layout))
        }
        output.flush()
    }
}
