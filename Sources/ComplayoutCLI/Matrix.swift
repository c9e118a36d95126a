import ArgumentParser
import Complayout

/// `complayout matrix`: one spec evaluated in every combination of several environments.
struct Matrix: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Evaluate a spec in every combination of container sizes, directions and size classes.",
        discussion: """
            Reports, per environment, the content size, the items each section's root group holds and how many groups they fill, the alternative `when` chose, and the linter's warnings (cells overflowing the container, …), which are also printed to standard error, each once. A computed count is evaluated in each environment. With --ios, rows of each later version say how many frames differ from the first version's. With --check, exits 1 when the layout is invalid in any environment. See docs/matrix.md.

            Examples:
              complayout matrix Specs/examples/app-store.yaml --width 320,375,390,430,768,1024
              complayout matrix Specs/examples/photo-grid.yaml --width 320,768 --rtl --size-class compact,regular --format json
              complayout matrix Specs/examples/photo-grid.yaml --width 375,390 --ios 17,15
            """
    )

    enum Format: String, ArgumentChoice {
        case table
        case json
    }

    @Argument(help: "The spec file (YAML or JSON; - for standard input).")
    var file: String

    @Option(help: "Container widths, comma-separated (default: the spec's).")
    var width: PointList?

    @Option(help: "Container heights, comma-separated (default: the spec's).")
    var height: PointList?

    @Flag(help: "Evaluate each environment left-to-right and right-to-left.")
    var rtl = false

    @Option(help: "Horizontal size classes, comma-separated: compact, regular (default: the spec's).")
    var sizeClass: SizeClassList?

    @Option(
        name: .customLong("ios"),
        help: "iOS versions, comma-separated (13 or later; default: the spec's). Rows of later versions say how their frames differ from the first's.")
    var iOSVersions: IOSVersionList?

    @Option(help: "Output format: table (for people) or json.")
    var format: Format = .table

    @Flag(help: "Exit with 1 when the layout is invalid in any environment.")
    var check = false

    @OptionGroup var input: InputFormatOption
    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        guard let input = SpecInput(path: file, reporter: DiagnosticReporter(diagnostics), format: input.format),
            let spec = input.load()
        else {
            throw ExitCode(ExitStatus.invalidInput)
        }
        let matrix = EnvironmentMatrix(
            widths: width?.values, heights: height?.values,
            directions: rtl ? [.leftToRight, .rightToLeft] : nil, horizontalSizeClasses: sizeClass?.values,
            iOSVersions: iOSVersions?.values)
        let rows = MatrixEvaluation().rows(for: spec, matrix: matrix)
        // The warnings every command prints, each once however many environments have it.
        input.report(rows.flatMap(\.warnings).uniqued().sortedByPosition())
        var output = StandardOutput()
        switch format {
        case .table: output.write(MatrixWriter().table(for: rows))
        case .json: try MatrixDocument(rows).write(to: &output)
        }
        output.flush()
        if check, rows.contains(where: { !$0.isValid }) {
            throw ExitCode(ExitStatus.checkFailures)
        }
    }
}

/// A comma-separated list of positive numbers of points: `320,375,390`.
struct PointList: ExpressibleByArgument {
    let values: [Double]

    init?(argument: String) {
        guard let values = CommaSeparated.numbers(argument), !values.isEmpty, values.allSatisfy({ $0 > 0 }) else {
            return nil
        }
        self.values = values
    }
}

/// A comma-separated list of iOS major versions, each 13 or later: `15,17`.
struct IOSVersionList: ExpressibleByArgument {
    let values: [Int]

    init?(argument: String) {
        // Each entry read as `--ios N` reads it.
        let fields = argument.split(separator: ",", omittingEmptySubsequences: false)
        let versions = fields.compactMap { IOSVersionArgument(argument: $0.trimmingCharacters(in: .whitespaces)) }
        guard !versions.isEmpty, versions.count == fields.count else { return nil }
        values = versions.map(\.version)
    }
}

/// A comma-separated list of size classes: `compact,regular`.
struct SizeClassList: ExpressibleByArgument {
    let values: [SizeClass]

    init?(argument: String) {
        let values = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            SizeClass(rawValue: $0.trimmingCharacters(in: .whitespaces))
        }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        self.values = values.compactMap { $0 }
    }
}
