import Complayout
import Foundation

/// One row of benchmarks 4 and 8: complayout and a peer (Taffy or Yoga, `PeerScript`) on the same
/// grid, timed alternately run by run — complayout's side in this process, then the peer's
/// layout call, timed by the peer itself in its own process — after checking that the peer's
/// frames equal complayout's. The ratio is the speed-up: the peer's median ÷ complayout's.
struct PeerComparison {
    var name: String
    /// The peer's name in the table: "Taffy", "Yoga".
    var peerName: String
    /// nil with `--no-peer`.
    var peer: PeerScript?
    /// The peer script's arguments after `--serve`: the grid, and what to time.
    var arguments: [String]
    var goal: Goal
    /// True when `--peer` asked for the peers: then a peer that cannot run is an error, not a skip.
    var required: Bool
    /// What the two sides time, for the row's note.
    var note: String

    /// Times complayout's side, `ours`, which leaves every cell's frame in `frames()`, against the peer.
    func run(_ timing: Timing, ours: () -> Void, frames: () -> [Rect]) -> BenchmarkResult {
        func skipped(_ reason: String) -> BenchmarkResult {
            if required { Self.fail("--peer: \(reason)") }
            return BenchmarkResult(
                name: name, labelA: "complayout", secondsA: timing.measure(ours), labelB: peerName, secondsB: nil,
                ratioMeaning: "B ÷ A, speed-up", goal: goal, note: "skipped: \(reason)")
        }
        guard let peer else { return skipped("--no-peer") }
        if let reason = peer.unavailableReason() { return skipped(reason) }
        let times: Timing.Comparison
        let layout: String
        do {
            let session = try peer.start(arguments)
            layout = session.layout
            ours()
            _ = try session.run()
            if let mismatch = Self.mismatch(frames(), peerFrames: try session.frames()) {
                Self.fail("\(name): \(peerName)'s frames differ from complayout's: \(mismatch)")
            }
            times = try timing.compare(ours, reportedB: session.run)
        } catch {
            return skipped("\(error)")
        }
        return BenchmarkResult(
            name: name, labelA: "complayout", secondsA: times.a, labelB: "\(peerName), \(layout)", secondsB: times.b,
            ratioMeaning: "B ÷ A, speed-up", ratio: times.b / times.a, ratioRange: times.range { $1 / $0 },
            goal: goal, note: "\(note); frames checked equal")
    }

    /// The first cell whose frame differs from the peer's by more than float32 rounding, described.
    private static func mismatch(_ frames: [Rect], peerFrames: [[Double]]) -> String? {
        guard peerFrames.count == frames.count else {
            return "\(peerFrames.count) frames for \(frames.count) cells"
        }
        for (index, (frame, box)) in zip(frames, peerFrames).enumerated() {
            let ours = [frame.x, frame.y, frame.width, frame.height]
            if box.count != 4 || zip(ours, box).contains(where: { abs($0 - $1) > max(0.01, abs($0) * 1e-6) }) {
                return "cell \(index): complayout \(ours), the peer \(box)"
            }
        }
        return nil
    }

    /// `--peer` was given and a peer cannot run, or a peer's frames differ: an error, exit status 1.
    private static func fail(_ reason: String) -> Never {
        FileHandle.standardError.write(Data("Error: \(reason)\n".utf8))
        exit(1)
    }
}
