import Complayout

/// Benchmark 9: what linting costs beside evaluation. Every command that evaluates a spec also
/// lints it (`SpecEvaluation`: `Linter.warnings(for:evaluated:)` after `Evaluator().evaluate`), so
/// side A is the linter on an evaluated layout and side B the evaluation itself, on three large
/// specs: benchmark 3's generated spec (many sections of nested groups), benchmark 2's 10^6-cell
/// grid (periodic, so evaluation is cheap and the linter's cell checks are not), and the measured
/// 10^4-cell grid of benchmark 8 written as a spec, its sizes in `data`.
struct LintBenchmark {
    /// Sections of benchmark 3's generated spec.
    var sections: Int

    func run(_ timing: Timing) -> [BenchmarkResult] {
        let measuredGrid = MeasuredGrid(cells: 10_000)
        let measuredSpec = SpecSetup.load(measuredGrid.text(heights: .sizes), name: "measured-grid.yaml")
        Self.requireSameFrames(measuredSpec, as: measuredGrid)
        let generated = LargeSpec(sections: sections).text
        let specs: [(name: String, spec: SpecFile)] = [
            (
                "9a. lint ÷ evaluate, \(sections)-section spec",
                SpecSetup.load(
                    generated, name: "generated.yaml",
                    limits: Limits(yaml: LargeSpec.yamlLimits(byteCount: generated.utf8.count)))
            ),
            (
                "9b. lint ÷ evaluate, 10^6-cell grid",
                SpecSetup.load(
                    GridSpec(items: 1_000_000, columns: 4, containerWidth: 400, rowHeight: 96, spacing: 8).text,
                    name: "grid-1000000.yaml")
            ),
            ("9c. lint ÷ evaluate, measured 10^4-cell grid", measuredSpec),
        ]
        return specs.map { name, spec in
            let layout = SpecSetup.evaluate(spec, name: name)
            let linter = Linter()
            let warnings = linter.warnings(for: spec, evaluated: layout).count
            let times = timing.compare(
                { blackHole(linter.warnings(for: spec, evaluated: layout)) },
                { blackHole(SpecSetup.evaluate(spec, name: name)) })
            let ratio = times.a / times.b
            return BenchmarkResult(
                name: name, labelA: "lint", secondsA: times.a, labelB: "evaluate", secondsB: times.b,
                ratioRange: times.range(/), goal: .informational,
                note: "A = Linter().warnings(for:evaluated:) (\(warnings) warnings), B = Evaluator().evaluate; "
                    + "linting is \(Format.number(100 * ratio / (1 + ratio)))% of the two together")
        }
    }

    /// The measured grid's spec text must give the frames its model gives, or 9c would lint another layout.
    private static func requireSameFrames(_ spec: SpecFile, as grid: MeasuredGrid) {
        let model = grid.layout(measured: true)
        guard let fromModel = try? Evaluator().evaluate(model.0, in: model.1, data: model.2) else {
            fatalError("the measured grid does not evaluate")
        }
        var expected: [Rect] = []
        var loaded: [Rect] = []
        fromModel.writeFrames(into: &expected)
        SpecSetup.evaluate(spec, name: "measured-grid.yaml").writeFrames(into: &loaded)
        precondition(loaded == expected, "the measured grid's spec text lays out otherwise than its model")
    }
}
