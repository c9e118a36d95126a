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

    /// Runs `executable` with `arguments` in the package root, with `input` on its standard input
    /// when given, and waits for it.
    public init(_ executable: URL, _ arguments: [String], input: String? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let standardInput = input.map { _ in Pipe() }
        if let standardInput { process.standardInput = standardInput }
        try process.run()
        // Both pipes are drained at once: a program that fills one while the other is read first
        // (a linker printing pages of errors) would otherwise wait for ever.
        let errorBytes = DrainedPipe(errors)
        if let standardInput, let input {
            // Small inputs only: the pipe's buffer takes them before the program reads.
            standardInput.fileHandleForWriting.write(Data(input.utf8))
            try standardInput.fileHandleForWriting.close()
        }
        outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.errors = String(decoding: errorBytes.data, as: UTF8.self)
    }

    /// Runs the `complayout` binary built beside the test bundle.
    public static func complayout(_ arguments: String...) throws -> ProcessRun {
        try complayout(arguments: arguments)
    }

    /// Runs the `complayout` binary built beside the test bundle with `arguments`, and `input` on
    /// its standard input when given.
    public static func complayout(arguments: [String], input: String? = nil) throws -> ProcessRun {
        try ProcessRun(complayoutBinary(), arguments, input: input)
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

/// A pipe read to its end on a thread of its own; `data` waits for the end.
private final class DrainedPipe: @unchecked Sendable {
    private var bytes = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            bytes = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe delivered, once its writer closed it.
    var data: Data {
        done.wait()
        done.signal()
        return bytes
    }
}
