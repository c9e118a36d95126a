import ArgumentParser
import Complayout

/// `complayout query`: one element, or the elements in a rectangle, without listing the rest.
struct Query: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Print the elements at an index path or in a rectangle, in the same JSON shape as eval.",
        discussion: """
            --rect X,Y,W,H lists every element whose frame overlaps the rectangle with non-zero area (touching edges do not count), as layoutAttributesForElements(in:) does; with --kind or --category, only the elements of that kind and category. --index-path S,I gives one cell, or with --kind the supplementary of that kind (--category decoration for a background); a single number K with --kind is the layout-level boundary item K. Only the group instances the query reaches are computed, so sections of 10^9 items answer at once.

            Examples:
              complayout query Specs/examples/photo-grid.yaml --rect 0,0,390,300
              complayout query Specs/examples/photo-grid.yaml --index-path 0,5
              complayout query FILE --index-path 0,0 --kind header
            """
    )

    @Argument(help: "The spec file (YAML or JSON; - for standard input).")
    var file: String

    @Option(help: "A rectangle X,Y,W,H in content coordinates.")
    var rect: String?

    @Option(name: .customLong("index-path"), help: "An index path S,I (or K for a layout-level item).")
    var indexPath: String?

    @Option(help: "The element kind of a supplementary or decoration; one the layout does not have is an error.")
    var kind: String?

    @Option(help: "The element category: cell, supplementary or decoration (default: cell without --kind, supplementary with it).")
    var category: ElementCategory?

    @OptionGroup var options: SpecOptions
    @OptionGroup var warnings: WarningOptions

    @OptionGroup var pass: PassOption
    @OptionGroup var outputLimit: OutputLimitOption

    func validate() throws {
        guard (rect == nil) != (indexPath == nil) else {
            throw ValidationError("give exactly one of --rect and --index-path")
        }
        if let rect {
            guard let numbers = CommaSeparated.numbers(rect), numbers.count == 4 else {
                throw ValidationError("--rect takes four numbers X,Y,W,H, e.g. 0,0,390,844")
            }
            guard numbers[2] >= 0, numbers[3] >= 0 else {
                throw ValidationError("--rect needs a width and a height of 0 or more, e.g. 0,0,390,844")
            }
        }
        if let indexPath, CommaSeparated.integers(indexPath).map({ (1...2).contains($0.count) }) != true {
            throw ValidationError("--index-path takes S,I (or K for a layout-level item), e.g. 0,12")
        }
    }

    func run() throws {
        let reporter = options.reporter()
        guard
            let changes = options.changes(reporter: reporter),
            let spec = options.spec(file, reporter: reporter),
            let layout = spec.evaluate(changes, pass: pass.pass, warningsAsErrors: warnings.warningsAsErrors)
        else { throw ExitCode(ExitStatus.invalidInput) }
        let category = category ?? (kind == nil ? .cell : .supplementary)
        if let kind, let problem = ElementKindCheck.problem(kind: kind, category: category, in: layout) {
            spec.report([problem])
            throw ExitCode(ExitStatus.invalidInput)
        }
        var output = StandardOutput()
        if let rect, let n = CommaSeparated.numbers(rect) {
            // Streamed: a rectangle over 10^9 items prints them without holding them. --kind and
            // --category, when given, keep only the elements of that kind and category.
            let area = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            guard
                outputLimit.permits(
                    layout.elementCount(in: area, upTo: outputLimit.maxElements), saying: "the rectangle holds", of: spec,
                    hint: "give a smaller --rect")
            else { throw ExitCode(ExitStatus.invalidInput) }
            let filtered = self.category != nil || kind != nil
            try LayoutDocument(
                contentSize: layout.contentSize,
                visiting: { visit in
                    layout.forEachElement(in: area) { element in
                        if !filtered || (element.category == category && (kind == nil || element.kind == kind)) {
                            visit(element)
                        }
                    }
                }
            ).write(to: &output)
        } else if let indexPath, let path = CommaSeparated.integers(indexPath) {
            let key = ElementKey(category: category, kind: kind, indexPath: path)
            // An element the layout does not have is an error, as `explain` says it is.
            guard let element = layout.attributes(for: key) else {
                spec.report([Diagnostic(CommandDiagnostic.noSuchElement(key), at: nil)])
                throw ExitCode(ExitStatus.invalidInput)
            }
            try LayoutDocument(contentSize: layout.contentSize, visiting: { visit in visit(element) })
                .write(to: &output)
        }
        output.flush()
    }
}

extension ElementCategory: ArgumentChoice {}
