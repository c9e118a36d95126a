import Foundation
import Testing

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// What one run of a program printed, and how it exited.
struct ProcessRun {
    var status: Int32
    var output: String
    var errors: String

    /// Runs `executable` with `arguments` in the package root and waits for it.
    init(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error stays small (a traceback at most), so reading standard output first cannot stall.
        let outputBytes = output.fileHandleForReading.readDataToEndOfFile()
        let errorBytes = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: outputBytes, as: UTF8.self)
        self.errors = String(decoding: errorBytes, as: UTF8.self)
    }

    /// Runs the `complayout` binary built beside the test bundle.
    static func complayout(_ arguments: String...) throws -> ProcessRun {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("complayout") }
        let binary = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
        return try ProcessRun(binary, arguments)
    }

    /// Runs `python3` from the PATH.
    static func python(_ arguments: [String]) throws -> ProcessRun {
        try ProcessRun(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
    }
}
