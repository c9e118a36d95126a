import ArgumentParser
import Complayout
import Foundation

/// `complayout render`: an SVG picture of a layout, of several environments side by side, or of two layouts overlaid.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the layout as an SVG picture: one rectangle per element.",
        discussion: """
            Cells, supplementaries and decorations are filled by category and kind and labelled with their index path, back to front by zIndex. Dashed outlines are sections; the thick frame is the visible bounds at contentOffset; orthogonal sections show the whole row they scroll in. docs/rendering.md has the legend.

            --transition B.yaml draws a strip of the transition from this layout to B's, with this file's environment and data, at progress 0, 0.25, 0.5, 0.75 and 1 (docs/transitions.md).

            --environments draws one picture per width of --width, side by side; with --rtl, each width in both directions. --diff B.yaml overlays a second spec, --diff-width and --diff-rtl the same spec in another environment, and marks in red the elements whose frames differ. Layouts of more than 100000 elements are refused: draw a region with --rect.

            Examples:
              complayout render Specs/examples/photo-grid.yaml -o photo-grid.svg
              complayout render FILE --environments --width 320,390,768 --rtl -o widths.svg
              complayout render FILE --diff-width 414 -o diff.svg
              complayout render A.yaml --diff B.yaml -o diff.svg
              complayout render A.yaml --transition B.yaml -o strip.svg
              complayout render Specs/examples/billion-items.yaml --rect 0,0,400,900
            """
    )

    @Argument(help: "The spec file (YAML or JSON; - for standard input).")
    var file: String

    @Option(name: [.short, .customLong("output")], help: "The SVG file to write (default: standard output).")
    var output: String?

    @Option(help: "Container width in points; with --environments, several: 320,390,768.")
    var width: String?

    @Option(help: "Container height in points, overriding the spec's environment.", transform: NumberArgument.number)
    var height: Double?

    @Flag(help: "Draw one picture per width (and direction, with --rtl), side by side.")
    var environments = false

    @Option(help: "A second spec to overlay, marking the elements whose frames differ.")
    var diff: String?

    @Option(
        name: .customLong("diff-width"),
        help: "Overlay the layout at this container width (of --diff's spec, or this one).", transform: NumberArgument.number)
    var diffWidth: Double?

    @Flag(name: .customLong("diff-rtl"), help: "Overlay the layout right to left (of --diff's spec, or this one).")
    var diffRTL = false

    @Option(help: "A second spec: draw the transition to its layout at progress 0, 0.25, 0.5, 0.75 and 1.")
    var transition: String?

    @OptionGroup var environment: EnvironmentOptions
    @OptionGroup var input: InputFormatOption
    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(help: "Draw only the rectangle X,Y,W,H of the content, with the elements that overlap it.")
    var rect: String?

    func validate() throws {
        let widths = try parsedWidths()
        for (name, value) in [("height", height), ("diff-width", diffWidth)] {
            if let value, !(value.isFinite && value > 0) {
                throw ValidationError("--\(name) must be a positive number of points")
            }
        }
        if let rect {
            guard let numbers = CommaSeparated.numbers(rect), numbers.count == 4 else {
                throw ValidationError("--rect takes four numbers X,Y,W,H, e.g. 0,0,390,844")
            }
            guard numbers[2] > 0, numbers[3] > 0 else {
                throw ValidationError("--rect needs a positive width and height to draw")
            }
        }
        if transition != nil && (isDiff || environments || rect != nil) {
            throw ValidationError("--transition draws one strip; leave out --diff, --environments and --rect")
        }
        if isDiff && environments {
            throw ValidationError("--diff, --diff-width and --diff-rtl draw one overlay; leave out --environments")
        }
        if widths.count > 1 && !environments {
            throw ValidationError("--width gives \(widths.count) widths; add --environments to draw them side by side")
        }
    }

    /// `--rtl` (of the environment options): right to left; with --environments, both directions.
    private var rtl: Bool { environment.rtl }

    func run() throws {
        let reporter = DiagnosticReporter(diagnostics)
        guard
            let changes = environment.overrides(
                width: try parsedWidths().first, height: height, reporter: reporter, format: input.format)
        else { throw ExitCode(ExitStatus.invalidInput) }
        let region = rect.flatMap(CommaSeparated.numbers).map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
        let document: String
        if let transition {
            document = try transitionStrip(to: transition, changes: changes)
        } else if isDiff {
            let first = changes
            var second = changes
            second.width = diffWidth ?? first.width
            second.rightToLeft = diffRTL || rtl ? true : nil
            guard let before = picture(of: file, in: first, region: region),
                let after = picture(of: diff ?? file, in: second, region: region)
            else { throw ExitCode(ExitStatus.invalidInput) }
            document = SVGRenderer().diffDocument(before, after)
        } else {
            let given = try parsedWidths()
            let widths: [Double?] = given.isEmpty ? [nil] : given
            let directions: [Bool?] = environments && rtl ? [false, true] : [rtl ? true : nil]
            var pictures: [LayoutPicture] = []
            for width in widths {
                for rightToLeft in directions {
                    var change = changes
                    change.width = width
                    change.rightToLeft = rightToLeft
                    guard let picture = picture(of: file, in: change, region: region) else {
                        throw ExitCode(ExitStatus.invalidInput)
                    }
                    pictures.append(picture)
                }
            }
            document = SVGRenderer().document(for: pictures)
        }
        try write(document)
    }

    /// The transition from this file's layout to `destination`'s, drawn at five progress values.
    private func transitionStrip(to destination: String, changes: EnvironmentOverrides) throws -> String {
        guard
            let input = TransitionInput(
                from: file, to: destination, reporter: DiagnosticReporter(diagnostics), format: input.format,
                changes: changes)
        else { throw ExitCode(ExitStatus.invalidInput) }
        let name = input.start.fileName + " → " + input.end.fileName
        do {
            let pictures = try [0, 0.25, 0.5, 0.75, 1].map { progress throws(TooManyElements) in
                try LayoutPicture(
                    transition: input.transition.frame(at: progress), environment: input.startSpec.environment,
                    scrollDirection: input.startSpec.layout.scrollDirection, name: name)
            }
            return SVGRenderer().document(for: pictures)
        } catch {
            input.start.report([error.diagnostic(hint: "give fewer items")])
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    private var isDiff: Bool { diff != nil || diffWidth != nil || diffRTL }

    private func parsedWidths() throws -> [Double] {
        guard let width else { return [] }
        guard let values = CommaSeparated.numbers(width), !values.isEmpty, values.allSatisfy({ $0 > 0 }) else {
            throw ValidationError("--width must be a positive number of points, or several separated by commas")
        }
        return values
    }

    /// The picture of the spec at `path` in `environment`; nil after printing why there is none.
    private func picture(of path: String, in changes: EnvironmentOverrides, region: Rect?) -> LayoutPicture? {
        guard let input = SpecInput(path: path, reporter: DiagnosticReporter(diagnostics), format: input.format),
            let (spec, layout) = input.evaluated(changes)
        else { return nil }
        return input.picture(of: layout, spec: spec, region: region)
    }

    private func write(_ document: String) throws {
        try OutputDestination(path: output, reporter: DiagnosticReporter(diagnostics)).write(document)
    }
}
