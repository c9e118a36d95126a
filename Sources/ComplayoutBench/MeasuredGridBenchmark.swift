import Complayout
import Foundation

/// Benchmark 8: the measured grid (`MeasuredGrid`, 10^4 cells, every one measured) evaluated by
/// complayout — `Evaluator().evaluate` plus `writeFrames(into:)` — against Taffy's native layout
/// call on the same grid (`taffy_grid.py --measured --mode core`) and Yoga's
/// (`yoga_grid.py --measured`), whose frames are checked against complayout's first. Another
/// row compares the measured grid with the same grid unmeasured, where every row is the periodic one.
struct MeasuredGridBenchmark {
    var cells = 10_000
    /// The Taffy and Yoga peers; nil with `--no-peer`.
    var taffy: PeerScript?
    var yoga: PeerScript?
    var required: Bool

    func run(_ timing: Timing) -> [BenchmarkResult] {
        let grid = MeasuredGrid(cells: cells)
        let measured = grid.layout(measured: true)
        let periodic = grid.layout(measured: false)
        var frames = [Rect](repeating: .zero, count: cells)
        let evaluate = { (input: (CompositionalLayout, LayoutEnvironment, DataSource)) in
            guard let layout = try? Evaluator().evaluate(input.0, in: input.1, data: input.2) else {
                fatalError("the measured grid does not evaluate")
            }
            layout.writeFrames(into: &frames)
            blackHole(frames)
        }
        let times = timing.compare({ evaluate(measured) }, { evaluate(periodic) })
        let perItem = times.a / Double(cells)
        let internalRow = BenchmarkResult(
            name: "8b. measured 10^4-cell grid ÷ unmeasured", labelA: "measured", secondsA: times.a,
            labelB: "unmeasured", secondsB: times.b, ratioRange: times.range(/), goal: .informational,
            note: "evaluate + writeFrames; \(Format.duration(perItem)) per measured cell")
        evaluate(measured)
        return [
            peerRow("8. measured 10^4-cell grid vs Taffy", peer: taffy, label: "Taffy", goal: 50, ours: times.a,
                frames: frames, timing: timing),
            internalRow,
            peerRow("8c. measured 10^4-cell grid vs Yoga", peer: yoga, label: "Yoga", goal: 200, ours: times.a,
                frames: frames, timing: timing),
        ]
    }

    /// A peer's time on the measured grid and the speed-up, after checking its frames equal ours.
    private func peerRow(
        _ name: String, peer: PeerScript?, label: String, goal: Double, ours: Double, frames: [Rect], timing: Timing
    ) -> BenchmarkResult {
        func skipped(_ reason: String) -> BenchmarkResult {
            if required { Self.fail(reason) }
            return BenchmarkResult(
                name: name, labelA: "complayout", secondsA: ours, labelB: label, secondsB: nil,
                ratioMeaning: "B ÷ A, speed-up", goal: .atLeast(goal), note: "skipped: \(reason)")
        }
        guard let peer else { return skipped("--no-peer") }
        if let reason = peer.unavailableReason() { return skipped(reason) }
        let framesPath = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-measured-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: framesPath) }
        let theirs: Double
        do {
            theirs = try peer.seconds(
                cells: cells, width: 390, rowHeight: 100, gap: 8, runs: timing.runs, warmup: timing.warmup,
                mode: "core", options: ["--measured", "--frames", framesPath.path])
        } catch {
            return skipped("\(error)")
        }
        if let mismatch = Self.mismatch(frames, peerFrames: framesPath, peer: label) { Self.fail(mismatch) }
        return BenchmarkResult(
            name: name, labelA: "complayout", secondsA: ours, labelB: label, secondsB: theirs,
            ratioMeaning: "B ÷ A, speed-up", ratio: theirs / ours, goal: .atLeast(goal),
            note: "A = evaluate + writeFrames (medians of the paired run of 8b); B = \(label)'s native layout call, "
                + "tree built untimed, run after A in its own process; frames checked equal (the peer computes in float32)")
    }

    /// The first cell whose frame differs from the peer's by more than float32 rounding, described.
    private static func mismatch(_ frames: [Rect], peerFrames: URL, peer: String) -> String? {
        guard let data = try? Data(contentsOf: peerFrames),
            let boxes = try? JSONDecoder().decode([[Double]].self, from: data), boxes.count == frames.count
        else { return "the peer wrote no frames for every cell" }
        for (index, (frame, box)) in zip(frames, boxes).enumerated() {
            let ours = [frame.x, frame.y, frame.width, frame.height]
            if zip(ours, box).contains(where: { abs($0 - $1) > max(0.01, abs($0) * 1e-6) }) {
                return "cell \(index): complayout \(ours), \(peer) \(box)"
            }
        }
        return nil
    }

    private static func fail(_ reason: String) -> Never {
        FileHandle.standardError.write(Data("Error: --peer: \(reason)\n".utf8))
        exit(1)
    }
}
