import ArgumentParser
import Complayout

/// `complayout eval`: the layout attributes of one spec, or of many as one JSON Lines stream.
struct Eval: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Print the frames and zIndex of every element, and the content size.",
        discussion: """
            With several files (or a pattern such as 'Specs/*.yaml'), every file is evaluated in one process and printed as JSON Lines, each record beginning with its "file". - reads the spec from standard input.

            Examples:
              complayout eval Specs/examples/photo-grid.yaml
              complayout eval Specs/examples/photo-grid.yaml --format table --width 768 --height 1024
              complayout eval Specs/examples/photo-grid.yaml --device iphone-16-pro-landscape --rtl
              complayout eval Specs/conformance/self-sizing/e18-estimated-heights.yaml --format table --pass initial
              complayout eval Specs/examples/*.yaml
              curl -s https://example.com/layout.json | complayout eval - --input-format json
            """
    )

    enum Format: String, ArgumentChoice {
        case json
        case jsonl
        case table
        case svg
    }

    @Argument(help: "The spec files (YAML or JSON; - for standard input).")
    var files: [String]

    @Option(help: "Output format: json (language.md §14, Output), jsonl (one element per line, streamed), table (for people) or svg (a picture, as render draws it). Several files print jsonl.")
    var format: Format?

    @OptionGroup var options: SpecOptions
    @OptionGroup var warnings: WarningOptions

    @OptionGroup var pass: PassOption
    @OptionGroup var outputLimit: OutputLimitOption

    func validate() throws {
        if files.count > 1, let format, format != .jsonl {
            throw ValidationError("several files are printed as JSON Lines: leave out --format, or give --format jsonl")
        }
    }

    func run() throws {
        let reporter = options.reporter()
        guard
            let changes = options.changes(reporter: reporter)
        else { throw ExitCode(ExitStatus.invalidInput) }
        let paths = PathPatterns.expand(files)
        guard paths.count == 1 else { return try runBatch(paths, changes: changes, reporter: reporter) }
        guard let spec = options.spec(paths[0], reporter: reporter),
            let (loaded, layout) = spec.evaluated(changes, pass: pass.pass, warningsAsErrors: warnings.warningsAsErrors)
        else { throw ExitCode(ExitStatus.invalidInput) }
        // A picture has its own bound (render's too-many-elements).
        guard format == .svg || permitsPrinting(layout, of: spec) else { throw ExitCode(ExitStatus.invalidInput) }
        var output = StandardOutput()
        switch format ?? .json {
        case .json: try LayoutDocument(layout).write(to: &output)
        case .jsonl: try ElementLines.write(layout, to: &output)
        case .table: TableWriter().write(layout, to: &output)
        case .svg:
            guard let picture = spec.picture(of: layout, spec: loaded, region: nil) else {
                throw ExitCode(ExitStatus.invalidInput)
            }
            output.write(SVGRenderer().document(for: [picture]))
        }
        output.flush()
    }

    /// Every file in turn, as one JSON Lines stream whose records name their file; a file with an
    /// error prints its diagnostics and no records, the others go on, and the exit status is 2.
    private func runBatch(_ paths: [String], changes: EnvironmentOverrides, reporter: DiagnosticReporter) throws {
        var output = StandardOutput()
        var valid = true
        for path in paths {
            guard let spec = options.spec(path, reporter: reporter),
                let layout = spec.evaluate(changes, pass: pass.pass, warningsAsErrors: warnings.warningsAsErrors),
                permitsPrinting(layout, of: spec)
            else {
                valid = false
                continue
            }
            try ElementLines.write(layout, file: spec.path, to: &output)
            output.flush()
        }
        if !valid { throw ExitCode(ExitStatus.invalidInput) }
    }

    /// True when `--max-elements` allows printing every element of `layout`; otherwise reported.
    private func permitsPrinting(_ layout: EvaluatedLayout, of spec: SpecInput) -> Bool {
        outputLimit.permits(
            layout.elementCount, saying: "the layout has", of: spec, hint: "give query --rect X,Y,W,H to print a region")
    }
}
