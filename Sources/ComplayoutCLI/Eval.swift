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
              complayout eval Specs/conformance/self-sizing/e18-estimated-heights.yaml --format table --pass initial
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case jsonl
        case table
        case svg
    }

    @Argument(help: "The spec file (YAML).")
    var file: String

    @Option(help: "Output format: json (language.md section 7), jsonl (one element per line, streamed), table (for people) or svg (a picture, as render draws it).")
    var format: Format = .json

    @OptionGroup var container: ContainerOptions
    @OptionGroup var diagnostics: DiagnosticOptions
    @OptionGroup var warnings: WarningOptions

    @OptionGroup var pass: PassOption

    func run() throws {
        guard let input = SpecInput(path: file, reporter: DiagnosticReporter(diagnostics)),
            let (spec, layout) = input.evaluated(
                width: container.width, height: container.height, pass: pass.pass,
                warningsAsErrors: warnings.warningsAsErrors)
        else { throw ExitCode(ExitStatus.invalidInput) }
        var output = StandardOutput()
        switch format {
        case .json: try LayoutDocument(layout).write(to: &output)
        case .jsonl: try ElementLines.write(layout, to: &output)
        case .table: output.write(TableWriter().table(for: layout))
        case .svg:
            guard let picture = input.picture(of: layout, spec: spec, region: nil) else {
                throw ExitCode(ExitStatus.invalidInput)
            }
            output.write(SVGRenderer().document(for: [picture]))
        }
        output.flush()
    }
}
