import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One finished run of a program: how it exited, what it wrote to standard error, and what it
/// cost, measured by the kernel for that child alone.
struct ChildRun {
    var status: Int32
    var errors: String
    var wallTime: Duration
    /// User and system CPU time of the child, from `wait4`: what it cost, however busy the machine.
    var processorTime: Duration
    /// Peak resident memory of the child's own address space: the kernel's high-water mark
    /// (`VmHWM` in /proc/PID/status), read every millisecond while it runs — or, for a child
    /// that ended before it could be read once, `maxResidentUpperBound`.
    var peakMemoryBytes: Int
    /// `wait4`'s `ru_maxrss`: at least the child's peak, but Linux carries the parent's high-water
    /// mark into a child across `exec`, so it is never below the test process's own size.
    var maxResidentUpperBound: Int
}

enum ChildProcessError: Error {
    case spawnFailed(Int32)
    case waitFailed(Int32)
}

/// Runs `executable` with `arguments`, standard output discarded and standard error captured
/// in `errorFile`, and waits for it with `wait4`, which reports the child's own resource usage.
/// A child still running after `killAfter` is killed (it then exits with 128 + 9).
func runChild(
    _ executable: String, _ arguments: [String], errorFile: String, killAfter: Duration
) throws -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    // The child starts with default signal handling, whatever the test runner blocks or ignores.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    var allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    guard spawned == 0 else { throw ChildProcessError.spawnFailed(spawned) }
    var status: Int32 = 0
    var usage = rusage()
    var highWaterMark = 0
    // Polled every millisecond, so that a hang is killed rather than waited for.
    while true {
        let waited = wait4(pid, &status, WNOHANG, &usage)
        if waited == pid { break }
        guard waited == 0 || errno == EINTR else { throw ChildProcessError.waitFailed(errno) }
        highWaterMark = max(highWaterMark, residentHighWaterMark(of: pid) ?? 0)
        if clock.now - start > killAfter { kill(pid, SIGKILL) }
        usleep(1_000)
    }
    let wallTime = clock.now - start
    // WIFEXITED / WEXITSTATUS; a signal shows as 128 + its number, as a shell would.
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let errors = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
    let upperBound = Int(usage.ru_maxrss) * 1024  // Linux counts kilobytes
    func duration(_ time: timeval) -> Duration { .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec)) }
    return ChildRun(
        status: exitStatus, errors: errors, wallTime: wallTime,
        processorTime: duration(usage.ru_utime) + duration(usage.ru_stime),
        peakMemoryBytes: highWaterMark > 0 ? highWaterMark : upperBound, maxResidentUpperBound: upperBound)
}

/// The `VmHWM` line of /proc/PID/status, in bytes; nil once the process has exited.
private func residentHighWaterMark(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return nil }
    return kilobytes * 1024
}
