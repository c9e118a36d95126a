import Complayout
import Foundation

/// The bytes of a file named on the command line; `-` is standard input.
struct InputFile {
    /// The path as given, or `<stdin>` for `-`: what diagnostics name the file by.
    let displayPath: String
    /// The bytes read; at most `limit` + 1 of them, enough for the loader to refuse a file past it.
    let bytes: [UInt8]

    /// The name of standard input in diagnostics.
    static let standardInputName = "<stdin>"

    /// Reads `path`, or standard input when it is `-`; prints `unreadable-file` and returns nil
    /// when it cannot be read.
    init?(path: String, limit: Int, reporter: DiagnosticReporter) {
        let readable = min(limit, Int.max - 1) + 1
        let isStandardInput = path == "-"
        displayPath = isStandardInput ? Self.standardInputName : path
        let handle = isStandardInput ? FileHandle.standardInput : FileHandle(forReadingAtPath: path)
        guard let handle, let data = try? handle.read(upToCount: readable) ?? Data() else {
            reporter.report(
                Diagnostic(CommandDiagnostic.unreadableFile, at: nil), path: displayPath)
            return nil
        }
        if !isStandardInput { try? handle.close() }
        bytes = Array(data)
    }
}
