import Complayout
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of a file named on the command line; `-` is standard input.
///
/// Every command reads its files here, so they all read them alike: at most one byte past the
/// byte limit, as bytes (the loader refuses invalid UTF-8 at its place), and a FIFO only once a
/// process writes to it — within `fifoWaitSeconds`, not for ever.
struct InputFile {
    /// The path as given, or `<stdin>` for `-`: what diagnostics name the file by.
    let displayPath: String
    /// The bytes read; at most `limit` + 1 of them, enough for the loader to refuse a file past it.
    let bytes: [UInt8]

    /// The name of standard input in diagnostics.
    static let standardInputName = "<stdin>"

    /// How many seconds a FIFO may go without a writer before it is refused as unreadable.
    static let fifoWaitSeconds: Int32 = 10

    /// Reads `path`, or standard input when it is `-`; prints `unreadable-file` and returns nil
    /// when it cannot be read.
    init?(path: String, limit: Int, reporter: DiagnosticReporter) {
        let readable = min(limit, Int.max - 1) + 1
        let isStandardInput = path == "-"
        displayPath = isStandardInput ? Self.standardInputName : path
        let shown = displayPath
        let unreadable = { (message: CommandDiagnostic) in reporter.report(Diagnostic(message, at: nil), path: shown) }
        let handle: FileHandle?
        if isStandardInput {
            handle = FileHandle.standardInput
        } else if Self.isFIFO(path) {
            guard let writer = Self.openFIFO(path) else {
                unreadable(.fifoWithoutWriter(seconds: Self.fifoWaitSeconds))
                return nil
            }
            handle = writer
        } else {
            handle = FileHandle(forReadingAtPath: path)
        }
        guard let handle, let data = try? handle.read(upToCount: readable) ?? Data() else {
            unreadable(.unreadableFile)
            return nil
        }
        if !isStandardInput { try? handle.close() }
        bytes = Array(data)
    }

    private static func isFIFO(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
    }

    /// Opens a FIFO without waiting for a writer (`O_NONBLOCK`), then waits at most `fifoWaitSeconds`
    /// until one has written or closed its end; nil when none does. Reads then block as usual.
    private static func openFIFO(_ path: String) -> FileHandle? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = fifoWaitSeconds * 1000
        var polled: Int32
        repeat { polled = poll(&ready, 1, milliseconds) } while polled < 0 && errno == EINTR
        guard polled > 0 else {
            close(descriptor)
            return nil
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}
