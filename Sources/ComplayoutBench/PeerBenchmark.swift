import Complayout
import Foundation

/// Benchmark 4: complayout against Taffy on the same 10,000-cell grid — a container 390 points
/// wide, three equal columns, rows 100 points high, 8 points between columns and between rows.
///
/// complayout's side: `Evaluator().evaluate` plus writing all 10,000 final frames into a
/// preallocated array (spec loading not timed). Taffy's side, in the peer script: the node tree is
/// built untimed, every node marked dirty untimed, then `compute_layout` is timed — Taffy's grid
/// algorithm plus stretchable's read-back of each node's box into Python; a second row times only
/// the native layout call. The ratio is the speed-up, Taffy's time ÷ complayout's.
struct PeerBenchmark {
    var cells = 10_000
    /// nil with `--no-peer`: complayout's side is still timed, the ratios are skipped.
    var peer: PeerScript?
    /// True when `--peer` asked for the peer: then a peer that cannot run is an error, not a skip.
    var required: Bool

    func run(_ timing: Timing) -> [BenchmarkResult] {
        let grid = GridSpec(items: cells, columns: 3, containerWidth: 390, rowHeight: 100, spacing: 8)
        var complayout = FrameMaterialisation(spec: SpecSetup.load(grid.text, name: "grid-3.yaml"), elementCount: cells)
        precondition(complayout.run() == cells, "the grid should have exactly \(cells) elements")
        let ours = timing.measure {
            complayout.run()
            blackHole(complayout.frames)
        }
        let modes = [
            ("4a. complayout vs Taffy compute_layout", "compute_layout", "Taffy layout + read-back into Python"),
            ("4b. complayout vs Taffy layout only", "core", "Taffy's native layout call only"),
        ]
        guard let peer else { return modes.map { name, _, _ in skipped(name, ours, reason: "--no-peer") } }
        if let reason = peer.unavailableReason() {
            if required { Self.fail(reason) }
            return modes.map { name, _, _ in skipped(name, ours, reason: reason) }
        }
        return modes.map { name, mode, what in
            do {
                let theirs = try peer.seconds(
                    cells: cells, width: grid.containerWidth, rowHeight: grid.rowHeight, gap: grid.spacing,
                    runs: timing.runs, warmup: timing.warmup, mode: mode)
                return BenchmarkResult(
                    name: name, labelA: "complayout", secondsA: ours, labelB: "Taffy", secondsB: theirs,
                    ratioMeaning: "B ÷ A, speed-up", ratio: theirs / ours, goal: .atLeast(100),
                    note: "\(cells) cells, 3 columns of 390 pt, rows 100 pt, gaps 8 pt; A = evaluate + "
                        + "10^4 frames into [Rect]; B = \(what), tree built untimed")
            } catch {
                if required { Self.fail("\(error)") }
                return skipped(name, ours, reason: "\(error)")
            }
        }
    }

    /// `--peer` was given and the peer cannot run: an error, exit status 1.
    private static func fail(_ reason: String) -> Never {
        FileHandle.standardError.write(Data("Error: --peer: \(reason)\n".utf8))
        exit(1)
    }

    private func skipped(_ name: String, _ ours: Double, reason: String) -> BenchmarkResult {
        BenchmarkResult(
            name: name, labelA: "complayout", secondsA: ours, labelB: "Taffy", secondsB: nil,
            ratioMeaning: "B ÷ A, speed-up", goal: .atLeast(100), note: "skipped: \(reason)")
    }
}
