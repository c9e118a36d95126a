import Foundation

/// A peer script running as a child process (Benchmarks/peers/peer_driver.py): it has built its
/// grid, and lays it out again each time it is asked, answering the seconds its timed call took,
/// so complayout and the peer can be timed alternately, run by run. Its standard error passes
/// through to ours.
final class PeerSession {
    enum Failure: Error, CustomStringConvertible {
        case notRunnable(String)
        case ended(String)
        case badAnswer(String)

        var description: String {
            switch self {
            case .notRunnable(let reason): reason
            case .ended(let asked): "the peer ended before answering '\(asked)'"
            case .badAnswer(let answer): "the peer answered \(answer.prefix(200))"
            }
        }
    }

    /// How the peer built the grid, as it said when ready: "grid" (CSS Grid) or "flexbox".
    let layout: String
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var lines = LineReader()

    init(python: String, arguments: [String]) throws(Failure) {
        // A peer that ends makes writing to it fail with EPIPE, reported as an error, not a signal.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python] + arguments
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw .notRunnable("could not start \(python): \(error)")
        }
        guard let ready = lines.next(from: output.fileHandleForReading) else { throw .ended("ready") }
        guard ready.hasPrefix("ready ") else { throw .badAnswer(ready) }
        layout = String(ready.dropFirst("ready ".count))
    }

    deinit {
        try? input.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Lays the grid out once; the seconds the peer's timed call took.
    func run() throws(Failure) -> Double {
        let answer = try ask("run")
        guard let seconds = Double(answer), seconds >= 0 else { throw .badAnswer(answer) }
        return seconds
    }

    /// Every cell's frame [x, y, width, height] from the peer's last layout.
    func frames() throws(Failure) -> [[Double]] {
        let answer = try ask("frames")
        guard let frames = try? JSONDecoder().decode([[Double]].self, from: Data(answer.utf8)) else {
            throw .badAnswer(answer)
        }
        return frames
    }

    private func ask(_ command: String) throws(Failure) -> String {
        do {
            try input.fileHandleForWriting.write(contentsOf: Data("\(command)\n".utf8))
        } catch {
            throw .ended(command)
        }
        guard let line = lines.next(from: output.fileHandleForReading) else { throw .ended(command) }
        return line
    }
}

/// Lines read from a pipe as they arrive; a line may be megabytes long (a peer's frames).
private struct LineReader {
    private var buffer: [UInt8] = []
    /// How far `buffer` is known to hold no line feed.
    private var searched = 0

    /// The next line, without its line feed; nil at the end of the stream.
    mutating func next(from handle: FileHandle) -> String? {
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                searched = 0
                return line
            }
            searched = buffer.count
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(contentsOf: chunk)
        }
    }
}
