import Foundation

/// Benchmark 11, row e: 10^7 measured items evaluated and streamed within 200 MB. The `complayout`
/// beside the bench (as benchmark 10's) runs `eval --format jsonl` on the measured grid of
/// benchmark 8 with 10^7 cells, its heights as a list (a spec of about 50 MB, written to a
/// temporary file first), its output sent to `/dev/null`; the row is the peak resident memory of
/// the process (`ru_maxrss`, reported by a small process that starts it:
/// `ChildProcess.runReportingOwnPeak`), median and range over its runs.
struct StreamingMemoryBenchmark {
    /// The `complayout` to run.
    var binary: String
    var cells = 10_000_000

    func run(_ timing: Timing) -> BenchmarkResult {
        let name = "11e. 10^7 measured items streamed, peak memory"
        func skipped(_ reason: String) -> BenchmarkResult {
            BenchmarkResult(
                name: name, measured: "complayout", unit: .bytes, median: nil, range: nil, goal: .atMost(200),
                note: "skipped: \(reason)")
        }
        if let missing = ComplayoutBinary.missing(binary) { return skipped(missing) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("measured-grid.yaml")
        let errors = directory.appendingPathComponent("errors.txt")
        let text = Data(MeasuredGrid(cells: cells).text(heights: .list).utf8)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: spec)
        } catch {
            return skipped("could not write the spec to \(directory.path): \(error)")
        }
        let process = ChildProcess(
            arguments: [
                binary, "eval", spec.path, "--format", "jsonl", "--max-input-bytes", "\(text.count.roundedUpToMiB)",
                "--max-elements", "\(cells)",
            ],
            standardError: errors.path)
        // Each run takes seconds: a few runs, not the timed benchmarks' count.
        let runs = max(1, timing.runs / 5)
        var peaks: [Double] = []
        var seconds: [Double] = []
        for _ in 0..<runs {
            var ending: ChildProcess.Ending?
            seconds.append(Timing.seconds(repetitions: 1) { ending = process.runReportingOwnPeak() })
            guard let ending, ending.status == 0 else {
                let message = (try? String(contentsOf: errors, encoding: .utf8))?.split(separator: "\n").first
                return skipped("complayout failed: \(message.map(String.init) ?? "killed or not started")")
            }
            peaks.append(Double(ending.peakResidentBytes))
        }
        return BenchmarkResult(
            name: name, measured: "complayout", unit: .bytes, median: Timing.median(peaks),
            range: peaks.min()!...peaks.max()!, goal: .atMost(200),
            note: "\(binary) eval --format jsonl > /dev/null on the 10^7-cell measured grid (a "
                + "\(Format.number(Double(text.count) / 1e6)) MB spec, heights as a list), \(runs) run(s), "
                + "\(Format.duration(Timing.median(seconds))) each (median)")
    }
}

extension Int {
    /// This many bytes rounded up to a whole number of MiB: the `--max-input-bytes` that lets the file in.
    fileprivate var roundedUpToMiB: Int { ((self + (1 << 20) - 1) >> 20) << 20 }
}
