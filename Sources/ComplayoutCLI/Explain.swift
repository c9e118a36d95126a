import ArgumentParser
import Complayout

/// `complayout explain`: how one element's frame came to be, step by step, with the rules applied.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain how one element's frame came to be: each container, formula, spec position and rule.",
        discussion: """
            --index-path S,I names a cell, or with --kind the supplementary of that kind (--category decoration for a background); a single number K with --kind is the layout-level boundary item K. The explanation follows the element from the collection view through its section and every group around it, each dimension with its formula and the rules (R…, D…) of the specification, down to the frame eval reports. docs/explain.md describes the output.

            Examples:
              complayout explain Specs/examples/photo-grid.yaml --index-path 0,1
              complayout explain Specs/examples/item-badges.yaml --index-path 0,5 --kind badge
              complayout explain FILE --index-path 0,0 --kind header --format json
            """
    )

    enum Format: String, ArgumentChoice {
        case text
        case json
    }

    @Argument(help: "The spec file (YAML or JSON; - for standard input).")
    var file: String

    @Option(name: .customLong("index-path"), help: "An index path S,I (or K for a layout-level item).")
    var indexPath: String

    @Option(help: "The element kind of a supplementary or decoration; one the layout does not have is an error.")
    var kind: String?

    @Option(
        help:
            "The element category: cell, supplementary or decoration (default: cell without --kind, supplementary with it)."
    )
    var category: ElementCategory?

    @Option(help: "Output format: text (for people) or json.")
    var format: Format = .text

    @OptionGroup var options: SpecOptions
    @OptionGroup var pass: PassOption

    func validate() throws {
        guard let path = CommaSeparated.integers(indexPath), (1...2).contains(path.count) else {
            throw ValidationError("--index-path takes S,I (or K for a layout-level item), e.g. 0,12")
        }
        if path.count == 1, kind == nil {
            throw ValidationError("--index-path K names a layout-level boundary item: give its --kind")
        }
    }

    func run() throws {
        let reporter = options.reporter()
        guard
            let changes = options.changes(reporter: reporter),
            let input = options.spec(file, reporter: reporter),
            // Evaluated and linted first, so that explain reports the warnings every command does.
            let (spec, layout) = input.evaluated(changes, pass: pass.pass),
            let path = CommaSeparated.integers(indexPath)
        else { throw ExitCode(ExitStatus.invalidInput) }
        let category = category ?? (kind == nil ? .cell : .supplementary)
        if let kind, let problem = ElementKindCheck.problem(kind: kind, category: category, in: layout) {
            input.report([problem])
            throw ExitCode(ExitStatus.invalidInput)
        }
        let key = ElementKey(category: category, kind: kind, indexPath: path)
        let explanation: FrameExplanation?
        do {
            explanation = try Evaluator(limits: input.limits.evaluation, pass: pass.pass).explain(key, in: spec)
        } catch {
            input.report(error.diagnostics, changes: changes)
            throw ExitCode(ExitStatus.invalidInput)
        }
        guard let explanation else {
            input.report([
                Diagnostic(CommandDiagnostic.noSuchElement(key), at: nil)
            ])
            throw ExitCode(ExitStatus.invalidInput)
        }
        var output = StandardOutput()
        switch format {
        case .text: output.write(ExplanationWriter(fileName: input.path).text(explanation))
        case .json: try ExplanationDocument(explanation, fileName: input.path).write(to: &output)
        }
        output.flush()
    }
}
