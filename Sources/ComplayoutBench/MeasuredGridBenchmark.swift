import Complayout

/// Benchmark 8: the measured grid (`MeasuredGrid`, every cell measured) evaluated by complayout —
/// `Evaluator().evaluate` plus `writeFrames(into:)` — against Taffy's native layout call on the same
/// grid and Yoga's (`PeerComparison`), at 10^3, 10^4 and 10^5 cells, each peer's frames checked
/// against complayout's first. The heights are given as a list (`heights:`, the compact form).
/// Row 8b compares the measured 10^4-cell grid with the same grid unmeasured, where every row is
/// the periodic one; row 8d, the same heights by item in `sizes:` with them as a list.
struct MeasuredGridBenchmark {
    /// The Taffy and Yoga peers; nil with `--no-peer`.
    var taffy: PeerScript?
    var yoga: PeerScript?
    var required: Bool

    func run(_ timing: Timing) -> [BenchmarkResult] {
        var taffyRows: [BenchmarkResult] = []
        var yogaRows: [BenchmarkResult] = []
        var internalRow: BenchmarkResult?
        var formRow: BenchmarkResult?
        for exponent in PeerGrid.exponents {
            let cells = PeerGrid.cells(exponent)
            let grid = MeasuredGrid(cells: cells)
            let measured = MeasuredGridWork(grid: grid)
            if exponent == 4 {
                let periodic = MeasuredGridWork(grid: grid, measured: false)
                let times = timing.compare({ measured.run() }, { periodic.run() })
                internalRow = BenchmarkResult(
                    name: "8b. measured 10^4-cell grid ÷ unmeasured", labelA: "measured", secondsA: times.a,
                    labelB: "unmeasured", secondsB: times.b, ratioRange: times.range(/), goal: .informational,
                    note: "evaluate + writeFrames; \(Format.duration(times.a / Double(cells))) per measured cell")
                let bySizes = MeasuredGridWork(grid: grid, heights: .sizes)
                let forms = timing.compare({ bySizes.run() }, { measured.run() })
                formRow = BenchmarkResult(
                    name: "8d. measured 10^4-cell grid, sizes: ÷ heights:", labelA: "sizes:", secondsA: forms.a,
                    labelB: "heights:", secondsB: forms.b, ratioRange: forms.range(/), goal: .informational,
                    note: "the same heights by item in a dictionary, against the list the other rows give")
            }
            // The goals of issue 17 are about 10^4 cells.
            func compare(
                _ row: String, _ peer: PeerScript?, _ peerName: String, mode: [String], goal: Double, what: String
            ) -> BenchmarkResult {
                PeerComparison(
                    name: "\(row). measured 10^\(exponent)-cell grid vs \(peerName)", peerName: peerName, peer: peer,
                    arguments: PeerGrid.arguments(exponent: exponent, measured: true) + mode,
                    goal: exponent == 4 ? .atLeast(goal) : .informational, required: required,
                    note: "A = evaluate + writeFrames; B = \(what)"
                ).run(timing, ours: { measured.run() }, frames: { measured.frames })
            }
            taffyRows.append(
                compare(
                    "8", taffy, "Taffy", mode: ["--mode", "core"], goal: 50,
                    what: "Taffy's native layout call, tree built untimed"))
            yogaRows.append(
                compare(
                    "8c", yoga, "Yoga", mode: [], goal: 200,
                    what: "Yoga's native calculate_layout on a tree built afresh"))
        }
        return taffyRows + (internalRow.map { [$0] } ?? []) + yogaRows + (formRow.map { [$0] } ?? [])
    }
}
