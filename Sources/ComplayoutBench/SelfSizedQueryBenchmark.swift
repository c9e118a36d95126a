import Complayout

/// Benchmark 5: a viewport-sized rectangle query and a far frame query in a 10^9-item section
/// whose cells in 4 × 10^4 rows have measured heights ÷ the same queries with no measured cell.
///
/// The grid has four columns of rows estimated 96 high. Measured rows are spread evenly over the
/// section, so every query crosses the binary search over the instances solved again (O(log m)).
/// Evaluated within the default limits, as a user's spec is: each row solved again stores its
/// four cells, so the 200,000 stored elements of `EvaluationLimits.default` allow 49,999 rows.
struct SelfSizedQueryBenchmark {
    var items = 1_000_000_000
    var measuredRows = 40_000
    /// Queries per timed sample.
    var repetitions = 2_000

    /// Fails with the evaluation's diagnostics when a grid does not evaluate (a limit lowered, say).
    func run(_ timing: Timing) throws(DiagnosticList) -> BenchmarkResult {
        var measuredLayout: Result<EvaluatedLayout, DiagnosticList>?
        let evaluation = timing.measure { measuredLayout = Result { () throws(DiagnosticList) in try evaluate(measured: true) } }
        let measured = try measuredLayout!.get()
        let periodic = try evaluate(measured: false)
        let measuredRect = viewport(near: items - 49, in: measured)
        let periodicRect = viewport(near: items - 49, in: periodic)
        let found = (measured.elements(in: measuredRect).count, periodic.elements(in: periodicRect).count)
        let times = timing.compare(
            repetitions: repetitions,
            {
                blackHole(measured.elements(in: measuredRect))
                blackHole(measured.cellAttributes(section: 0, item: items / 2 + 1))
            },
            {
                blackHole(periodic.elements(in: periodicRect))
                blackHole(periodic.cellAttributes(section: 0, item: items / 2 + 1))
            })
        let (a, b) = (times.a, times.b)
        return BenchmarkResult(
            name: "5. self-sized query, 4·10^4 ÷ 0 rows measured",
            labelA: "4·10^4 measured", secondsA: a, labelB: "none measured", secondsB: b,
            ratioRange: times.range(/), goal: .atMost(2),
            note: "10^9 items; one viewport rectangle (\(found.0) and \(found.1) elements) and one frame per query; "
                + "evaluating the measured section takes \(Format.duration(evaluation)) (not timed in the ratio)")
    }

    /// The grid evaluated in the final pass, with one cell in each of `measuredRows` rows measured.
    private func evaluate(measured: Bool) throws(DiagnosticList) -> EvaluatedLayout {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .estimated(96)))
        let group = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(96)),
            kind: .stack(.horizontal, .repeating([.item(item)])))
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 8
        let layout = CompositionalLayout(sections: .uniform(.section(section)))
        var sizes: [Int: MeasuredSize] = [:]
        if measured {
            let rowStride = items / 4 / measuredRows
            for row in 0..<measuredRows {
                sizes[row * rowStride * 4 + row % 4] = MeasuredSize(height: Double(60 + row % 97))
            }
        }
        let data = DataSource(sections: [SectionData(itemCount: items, sizes: sizes)])
        let environment = LayoutEnvironment(container: Size(width: 400, height: 844))
        return try Evaluator().evaluate(layout, in: environment, data: data)
    }

    /// A container-sized rectangle starting 10 points into the row of `item`.
    private func viewport(near item: Int, in layout: EvaluatedLayout) -> Rect {
        let top = layout.cellAttributes(section: 0, item: item)!.frame.y + 10
        return Rect(x: 0, y: top, width: 400, height: 844)
    }
}
