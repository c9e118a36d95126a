import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return BenchmarkResult(
                name: name, labelA: "complayout", secondsA: nil, labelB: "true", secondsB: nil, goal: .atMost(3),
                note: "skipped: no executable \(binary) (the default one is built by "
                    + "swift build -c release --scratch-path .build-bench --product complayout)")
        }
        let complayout = [binary, "eval", spec]
        let truth = ["/bin/true"]
        guard Self.spawn(complayout) == 0, Self.spawn(truth) == 0 else {
            fatalError("\(complayout.joined(separator: " ")) or /bin/true did not exit with status 0")
        }
        let processes = Timing(runs: timing.runs * Self.runsPerRun, warmup: timing.warmup * Self.runsPerRun)
        let times = processes.compare({ _ = Self.spawn(complayout) }, { _ = Self.spawn(truth) })
        return BenchmarkResult(
            name: name, labelA: "complayout", secondsA: times.a, labelB: "true", secondsB: times.b,
            ratioRange: times.range(/), goal: .atMost(3),
            note: "A = \(binary) eval \(spec) > /dev/null, B = /bin/true, \(processes.runs) processes each, "
                + "alternately; the range is of one process's time over the next true's")
    }

    /// The `complayout` in this program's build directory.
    static func binaryBesideBench() -> String {
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return bench.deletingLastPathComponent().appendingPathComponent("complayout").path
    }

    /// Runs `arguments` (a path and its arguments) as a new process with standard output sent to
    /// `/dev/null`, and returns its exit status once it has ended.
    static func spawn(_ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }
}
