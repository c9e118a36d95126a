import ArgumentParser
import Complayout

/// `complayout diff`: every element whose frame changed, appeared or disappeared between two
/// layouts — two specs, or one spec in two environments — for reviewing a layout change in CI.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "List the elements whose frames differ between two layouts. Exits 1 when they differ.",
        discussion: """
            A is the first spec; B is the second spec, or the first again. The environment options (--width, --device, --rtl, …) apply to both; the --against-… options change B's environment only. Frames that differ by more than 0.001 points differ; so do content sizes. Exits 0 when the layouts agree, 1 when they differ, 2 on invalid input.

            Examples:
              complayout diff old.yaml new.yaml
              complayout diff Specs/examples/photo-grid.yaml --against-width 768
              complayout diff Specs/examples/photo-grid.yaml --against-rtl --format json
              complayout diff FILE --ios 17 --against-ios 15
              complayout diff FILE --device iphone-16 --against-device iphone-16-landscape
            """
    )

    enum Format: String, ArgumentChoice {
        case text
        case json
    }

    /// Each layout is held in memory to be matched, so a bound keeps a huge one from exhausting it.
    static let elementLimit = 1_000_000

    @Argument(help: "Spec A (YAML or JSON; - for standard input).")
    var first: String

    @Argument(help: "Spec B (default: A again, with the --against-… options).")
    var second: String?

    @Option(help: "Output format: text (for people) or json.")
    var format: Format = .text

    @OptionGroup var against: DiffVariantOptions
    @OptionGroup var options: SpecOptions
    @OptionGroup var pass: PassOption

    func validate() throws {
        guard second != nil || against.isGiven else {
            throw ValidationError("give a second spec, or an --against-… option to compare the spec with itself")
        }
    }

    func run() throws {
        let reporter = options.reporter()
        guard
            let changes = options.changes(reporter: reporter),
            let a = options.spec(first, reporter: reporter),
            let b = second.map({ options.spec($0, reporter: reporter) }) ?? a,
            let before = elements(of: a, changes), let after = elements(of: b, against.applied(to: changes))
        else { throw ExitCode(ExitStatus.invalidInput) }
        let words = against.changes.joined(separator: ", ")
        let document = LayoutDiffDocument(
            LayoutDiff(before.elements, after.elements),
            before: .init(file: a.path, environment: nil, contentSize: before.contentSize),
            after: .init(file: b.path, environment: words.isEmpty ? nil : words, contentSize: after.contentSize))
        var output = StandardOutput()
        switch format {
        case .text: output.write(LayoutDiffWriter().text(for: document))
        case .json: try document.write(to: &output)
        }
        output.flush()
        if document.hasDifferences { throw ExitCode(ExitStatus.checkFailures) }
    }

    /// The content size and elements of `spec` with `changes`; nil after printing why there are none.
    private func elements(
        of spec: SpecInput, _ changes: EnvironmentOverrides
    ) -> (contentSize: Size, elements: [LayoutAttributes])? {
        guard let layout = spec.evaluate(changes, pass: pass.pass) else { return nil }
        let elements = Array(layout.elements.prefix(Self.elementLimit + 1))
        guard elements.count <= Self.elementLimit else {
            spec.report([
                Diagnostic(CommandDiagnostic.comparisonTooLarge(limit: Self.elementLimit), at: nil)
            ])
            return nil
        }
        return (layout.contentSize, elements)
    }
}
