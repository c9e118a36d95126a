import Complayout
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place the tool writes bytes to standard output and standard error.
///
/// A write that fails ends the process the way Unix tools do, never with a trap: a reader that
/// went away (EPIPE — SIGPIPE is ignored, so a broken pipe arrives here as an error) stops the
/// tool quietly with status 141, what a shell shows for a tool SIGPIPE ended (`eval … | head -1`);
/// any other failure of standard output (a full disk, a closed descriptor) is reported once on
/// standard error, `complayout: error: cannot write standard output: REASON [unwritable-output]`,
/// with status 2; a failure of standard error itself cannot be reported and ends with status 2.
enum OutputChannel {
    /// Status after a broken pipe: 128 + SIGPIPE, as if the signal had ended the process.
    static let brokenPipeStatus: Int32 = 128 + 13

    /// Makes a broken pipe an error that writes see (EPIPE) rather than a signal that ends the
    /// process; called once, first thing.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes every byte of `bytes` to `descriptor`, or ends the process as above.
    static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) {
        var bytes = Array(bytes)
        let failure: Int32? = bytes.withUnsafeMutableBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // A non-blocking descriptor that is full: wait until it takes more.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return errno
            }
            return nil
        }
        if let failure { fail(failure, descriptor: descriptor) }
    }

    /// Ends the process after a write to `descriptor` failed with `code`.
    private static func fail(_ code: Int32, descriptor: Int32) -> Never {
        if code == EPIPE { exit(brokenPipeStatus) }
        if descriptor != STDERR_FILENO {
            let reason = String(cString: strerror(code))
            let line = "complayout: \(Diagnostic(CommandDiagnostic.unwritableOutput(reason: reason), at: nil))\n"
            // Once, and never again through this function: standard error may be broken too.
            _ = line.utf8CString.withUnsafeBufferPointer { Foundation.write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
        }
        exit(ExitStatus.invalidInput)
    }
}

/// Buffered standard output that `print(…, to:)` and writers can stream into.
struct StandardOutput: TextOutputStream {
    private var buffer: [UInt8] = []

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        OutputChannel.write(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Standard error, unbuffered.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        OutputChannel.write(string.utf8, to: STDERR_FILENO)
    }
}
