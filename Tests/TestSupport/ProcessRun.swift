import Foundation

/// The package root, found from this file's path (Tests/TestSupport/ProcessRun.swift).
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// What one run of a program printed, and how it exited.
public struct ProcessRun: Sendable {
    public var status: Int32
    /// Standard output as bytes, for programs that print binary data.
    public var outputData: Data
    public var errors: String

    /// Standard output as text.
    public var output: String { String(decoding: outputData, as: UTF8.self) }

    /// Runs `executable` with `arguments` in the package root and waits for it.
    public init(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error stays small (a message or a traceback), so reading standard output first cannot stall.
        outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorBytes = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.errors = String(decoding: errorBytes, as: UTF8.self)
    }

    /// Runs the `complayout` binary built beside the test bundle.
    public static func complayout(_ arguments: String...) throws -> ProcessRun {
        try complayout(arguments: arguments)
    }

    /// Runs the `complayout` binary built beside the test bundle with `arguments`.
    public static func complayout(arguments: [String]) throws -> ProcessRun {
        try ProcessRun(complayoutBinary(), arguments)
    }

    /// The `complayout` binary built beside the test bundle.
    public static func complayoutBinary() throws -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("complayout") }
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw MissingBinary(searched: candidates.map(\.path))
        }
        return binary
    }

    /// Runs `script` with bash, `$0` being the built `complayout` and `$1`… `arguments`: for
    /// redirections a process cannot ask for (`> /dev/full`, `>&-`, a pipe whose reader leaves).
    public static func complayoutInShell(_ script: String, _ arguments: String...) throws -> ProcessRun {
        try ProcessRun(URL(fileURLWithPath: "/bin/bash"), ["-c", script, try complayoutBinary().path] + arguments)
    }

    /// Runs `python3` from the PATH.
    public static func python(_ arguments: [String]) throws -> ProcessRun {
        try ProcessRun(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
    }
}

/// The built `complayout` is not beside the test bundle.
public struct MissingBinary: Error, CustomStringConvertible {
    public var searched: [String]
    public var description: String { "complayout is not built; looked at \(searched.joined(separator: ", "))" }
}
