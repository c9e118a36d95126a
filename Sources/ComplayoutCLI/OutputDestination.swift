import ArgumentParser
import Complayout
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes its document: standard output, or the file given with `-o`.
///
/// A regular file (or a new one) is written to a temporary file beside it and renamed over it, so
/// a reader never sees half a document. Anything else is written in place, never replaced: a
/// symbolic link is followed and what it points to is written by these same rules, and a FIFO, a
/// device (`-o /dev/null`, `-o /dev/stdout`) or a socket is opened and written directly.
struct OutputDestination {
    /// nil: standard output.
    let path: String?
    /// Reports a file that cannot be written.
    let reporter: DiagnosticReporter

    /// Writes `document`; prints `unwritable-file` and exits with 2 when the file cannot be written.
    func write(_ document: String) throws {
        guard let path else {
            var standardOutput = StandardOutput()
            standardOutput.write(document)
            standardOutput.flush()
            return
        }
        if let reason = Self.write(Array(document.utf8), to: path) {
            reporter.report(
                Diagnostic(CommandDiagnostic.unwritableFile(reason: reason), at: nil), path: path)
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// Writes `bytes` to `path` by the rules above; the reason when it cannot.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        var status = stat()
        // stat follows symbolic links: what counts is the file the link leads to.
        guard stat(path, &status) == 0 else {
            return errno == ENOENT ? replace(path: resolvedLink(path) ?? path, with: bytes) : reason(errno)
        }
        if (status.st_mode & S_IFMT) == S_IFREG {
            return replace(path: resolvedLink(path) ?? path, with: bytes)
        }
        return writeInPlace(path: path, bytes: bytes)
    }

    /// The path a symbolic link finally leads to, or nil when `path` is not a link. A dangling
    /// link leads to the file it names, which is then created.
    private static func resolvedLink(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {  // ELOOP's bound
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
                let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
            else { return current == path ? nil : current }
            current =
                target.hasPrefix("/")
                ? target : (URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path)
        }
        return current
    }

    /// A regular file: a temporary file in the same directory, renamed over `path`.
    private static func replace(path: String, with bytes: [UInt8]) -> String? {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var template = Array((directory + "/.complayout-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return reason(errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkstemp makes the file 0600; a document is as readable as any file the user creates.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        if let failure = writeAll(bytes, to: descriptor) ?? (close(descriptor) == 0 ? nil : reason(errno)) {
            unlink(temporary)
            return failure
        }
        guard rename(temporary, path) == 0 else {
            let failure = reason(errno)
            unlink(temporary)
            return failure
        }
        return nil
    }

    /// A FIFO, a device or a socket: opened and written as it is.
    private static func writeInPlace(path: String, bytes: [UInt8]) -> String? {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return reason(errno) }
        let failure = writeAll(bytes, to: descriptor)
        close(descriptor)
        return failure
    }

    /// Every byte of `bytes` to `descriptor`; the reason when one cannot be written.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return reason(errno)
                }
                offset += written
            }
            return nil
        }
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)).lowercased() }
}
