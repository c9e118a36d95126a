import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run as a new process and waited for: benchmark 10's `complayout` and `true`,
/// benchmark 11's `complayout` on 10^7 items, and callgrind.
struct ChildProcess {
    /// The program's path (not searched for in `PATH`) and its arguments.
    var arguments: [String]
    /// Where its standard output and standard error go.
    var standardOutput = "/dev/null"
    var standardError: String?

    /// How a process ended.
    struct Ending {
        /// Its exit status; nil when it was killed by a signal.
        var status: Int32?
        /// The most memory it held at once (`ru_maxrss`), in bytes.
        var peakResidentBytes: Int

        init(status: Int32?, peakResidentBytes: Int) {
            self.status = status
            self.peakResidentBytes = peakResidentBytes
        }

        /// How `--peak-of` prints an ending: the exit status (-1 for a signal, or a process not
        /// started) and the peak in bytes.
        var report: String { "\(status ?? -1) \(peakResidentBytes)\n" }

        /// The ending `report` printed; nil for one not started.
        init?(report: String) {
            let fields = report.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            guard fields.count == 2, fields[1] > 0 else { return nil }
            self.init(status: fields[0] < 0 ? nil : Int32(fields[0]), peakResidentBytes: fields[1])
        }
    }

    /// Starts the process and waits for it; nil when it could not be started or waited for.
    func run() -> Ending? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let standardError {
            posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        var waited: pid_t
        repeat { waited = wait4(pid, &status, 0, &usage) } while waited == -1 && errno == EINTR
        guard waited == pid else { return nil }
        #if os(Linux)
            let peakUnit = 1024  // Linux counts `ru_maxrss` in kilobytes, Darwin in bytes.
        #else
            let peakUnit = 1
        #endif
        return Ending(status: (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil, peakResidentBytes: usage.ru_maxrss * peakUnit)
    }

    /// Runs the process as the child of a new, small `complayout-bench --peak-of`, which reports
    /// how it ended; nil when either could not be started. A process's peak memory (`ru_maxrss`)
    /// is at least that of the process that started it, as it was then (Linux counts the memory
    /// the child shared until it ran its program), so a process started by the bench itself,
    /// which holds hundreds of megabytes after the other benchmarks, would report at least those.
    func runReportingOwnPeak() -> Ending? {
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("complayout-bench-\(getpid())-peak.txt").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let starter = ChildProcess(
            arguments: [Self.thisProgram, "--peak-of", standardOutput, standardError ?? "/dev/null"] + arguments,
            standardOutput: report)
        guard starter.run()?.status == 0, let text = try? String(contentsOfFile: report, encoding: .utf8) else {
            return nil
        }
        return Ending(report: text)
    }

    /// This program's executable.
    static var thisProgram: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The first executable named `name` in the directories of `PATH`.
    static func find(_ name: String) -> String? {
        let directories = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":") ?? []
        return directories.lazy.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
