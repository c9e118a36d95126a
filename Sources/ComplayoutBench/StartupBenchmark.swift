import Foundation

/// Benchmark 10: start-up. `complayout eval Specs/examples/photo-grid.yaml` as a new process ÷
/// `/bin/true` as a new process, each spawned and waited for with its output sent to
/// `/dev/null`, alternately. The `complayout` timed is by default the release binary beside this
/// one (`swift build -c release --scratch-path .build-bench --product complayout`); without it
/// the row is skipped.
struct StartupBenchmark {
    /// The `complayout` to start.
    var binary: String
    /// Processes per side: one start-up is short and the machine's load moves it, so many more
    /// than the other benchmarks' runs.
    static let runsPerRun = 10

    var spec = PackageFile.path("Specs/examples/photo-grid.yaml")

    func run(_ timing: Timing) -> BenchmarkResult {
        let name = "10. start-up: eval ÷ true, one process each"
        if let missing = ComplayoutBinary.missing(binary) {
            return BenchmarkResult(
                name: name, labelA: "complayout", secondsA: nil, labelB: "true", secondsB: nil, goal: .atMost(3),
                note: "skipped: \(missing)")
        }
        let complayout = ChildProcess(arguments: [binary, "eval", spec])
        let truth = ChildProcess(arguments: ["/bin/true"])
        guard complayout.run()?.status == 0, truth.run()?.status == 0 else {
            fatalError("\(complayout.arguments.joined(separator: " ")) or /bin/true did not exit with status 0")
        }
        let processes = Timing(runs: timing.runs * Self.runsPerRun, warmup: timing.warmup * Self.runsPerRun)
        let times = processes.compare({ _ = complayout.run() }, { _ = truth.run() })
        return BenchmarkResult(
            name: name, labelA: "complayout", secondsA: times.a, labelB: "true", secondsB: times.b,
            ratioRange: times.range(/), goal: .atMost(3),
            note: "A = \(binary) eval \(spec) > /dev/null, B = /bin/true, \(processes.runs) processes each, "
                + "alternately; the range is of one process's time over the next true's")
    }
}
