import Complayout

/// Benchmark 4: complayout against Taffy and Yoga on the uniform grid (`PeerGrid`) of 10^3, 10^4
/// and 10^5 cells — three equal columns, rows 100 points high.
///
/// complayout's side: `Evaluator().evaluate` plus writing every final frame into a preallocated
/// array (spec loading not timed). The peers' side (`PeerComparison`), timed in their own
/// process alternately with complayout's: 4a, Taffy's `compute_layout` — its layout plus
/// stretchable's read-back of each node's box into Python — at 10^4 cells (issue 6); 4b, Taffy's
/// native layout call alone; 4c, Yoga's `calculate_layout`. Trees are built untimed.
struct PeerBenchmark {
    /// nil with `--no-peer`: complayout's side is still timed, the ratios are skipped.
    var taffy: PeerScript?
    var yoga: PeerScript?
    var required: Bool

    func run(_ timing: Timing) -> [BenchmarkResult] {
        var computeLayoutRows: [BenchmarkResult] = []
        var taffyRows: [BenchmarkResult] = []
        var yogaRows: [BenchmarkResult] = []
        for exponent in PeerGrid.exponents {
            let cells = PeerGrid.cells(exponent)
            let grid = GridSpec(
                items: cells, columns: 3, containerWidth: PeerGrid.width, rowHeight: PeerGrid.rowHeight,
                spacing: PeerGrid.gap)
            var complayout = FrameMaterialisation(
                spec: SpecSetup.load(grid.text, name: "grid-3.yaml"), elementCount: cells)
            precondition(complayout.run() == cells, "the grid should have exactly \(cells) elements")
            let arguments = PeerGrid.arguments(exponent: exponent, measured: false)
            // Issue 6's goal is Taffy's, at 10^4 cells.
            let taffyGoal = exponent == 4 ? Goal.atLeast(100) : .informational
            func compare(
                _ name: String, _ peer: PeerScript?, _ peerName: String, mode: [String], goal: Goal, what: String
            ) -> BenchmarkResult {
                PeerComparison(
                    name: name, peerName: peerName, peer: peer, arguments: arguments + mode, goal: goal,
                    required: required, note: "A = evaluate + 10^\(exponent) frames into [Rect]; B = \(what)"
                ).run(
                    timing,
                    ours: {
                        complayout.run()
                        blackHole(complayout.frames)
                    }, frames: { complayout.frames })
            }
            if exponent == 4 {
                computeLayoutRows.append(
                    compare(
                        "4a. uniform 10^4-cell grid vs Taffy compute_layout", taffy, "Taffy",
                        mode: ["--mode", "compute_layout"], goal: taffyGoal, what: "Taffy layout + read-back into Python, tree built untimed"))
            }
            taffyRows.append(
                compare(
                    "4b. uniform 10^\(exponent)-cell grid vs Taffy layout only", taffy, "Taffy",
                    mode: ["--mode", "core"], goal: taffyGoal, what: "Taffy's native layout call only, tree built untimed"))
            yogaRows.append(
                compare(
                    "4c. uniform 10^\(exponent)-cell grid vs Yoga", yoga, "Yoga", mode: [], goal: .informational,
                    what: "Yoga's native calculate_layout on a tree built afresh"))
        }
        return computeLayoutRows + taffyRows + yogaRows
    }
}
