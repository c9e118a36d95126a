import ComplayoutTestSupport
import Foundation

/// `complayout preview` running on a copy of some specs in a folder of its own, which the tests
/// may edit; stopped with SIGINT.
final class PreviewProcess {
    let folder: URL
    let process = Process()
    /// The address it printed: `http://127.0.0.1:PORT/`.
    private(set) var address = ""
    private(set) var port = 0
    private let output = Pipe()

    /// Copies `specs` (paths under the package root) into a new folder `spec/` inside a temporary
    /// one, and serves the first; with `data`, written to `data.yaml` beside it and given as `--data`.
    init(serving specs: [String], data: String? = nil) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        folder = root.appendingPathComponent("spec")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for spec in specs {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent(spec),
                to: folder.appendingPathComponent(URL(fileURLWithPath: spec).lastPathComponent))
        }
        process.executableURL = try ProcessRun.complayoutBinary()
        var arguments = ["preview", file(specs[0]).path, "--port", "0"]
        if let data {
            let dataFile = folder.appendingPathComponent("data.yaml")
            try data.write(to: dataFile, atomically: true, encoding: .utf8)
            arguments += ["--data", dataFile.path]
        }
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try readAddress()
    }

    /// The copy of `spec` in the served folder.
    func file(_ spec: String) -> URL { folder.appendingPathComponent(URL(fileURLWithPath: spec).lastPathComponent) }

    var client: LoopbackHTTP { LoopbackHTTP(port: port) }

    /// Reads the line the server prints once it listens.
    private func readAddress() throws {
        let handle = output.fileHandleForReading
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            // Blocks until the server prints; empty at the end of its output, when it has exited.
            let chunk = handle.availableData
            guard !chunk.isEmpty else {
                throw TestFailure("preview exited without an address: \(String(decoding: line, as: UTF8.self))")
            }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: #"http://[0-9.]+:[0-9]+/"#, options: .regularExpression),
            let port = Int(text[range].split(separator: ":").last!.dropLast())
        else { throw TestFailure("no address in \(text)") }
        address = String(text[range])
        self.port = port
    }

    /// Sends SIGINT and waits at most `seconds` for the process to end; its exit status, or nil
    /// when it did not end (it is then killed).
    @discardableResult
    func interrupt(within seconds: Double = 10) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationStatus
    }

    deinit {
        interrupt()
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }
}
