import Foundation

/// Runs a peer script of Benchmarks/peers in a child process and reads the median seconds it
/// prints: taffy_grid.py (Taffy through the `stretchable` Python binding) or yoga_grid.py (Yoga
/// through `pyyoga`).
struct PeerScript {
    /// The Python interpreter, looked up on PATH through /usr/bin/env.
    var python = "python3"
    var script: String
    /// The Python module the script needs, and the package that installs it.
    var module = "stretchable"

    enum Failure: Error, CustomStringConvertible {
        case notRunnable(String)
        case badOutput(String)

        var description: String {
            switch self {
            case .notRunnable(let reason): reason
            case .badOutput(let output): "the peer script printed no number of seconds: \(output)"
            }
        }
    }

    /// The script `name` next to the package: from the working directory, else from this source file.
    static func defaultScript(_ name: String = "taffy_grid.py") -> String {
        let relative = "Benchmarks/peers/\(name)"
        if FileManager.default.fileExists(atPath: relative) { return relative }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(relative).path
    }

    /// Why the peer cannot run here, or nil when Python and its module are there.
    func unavailableReason() -> String? {
        guard FileManager.default.fileExists(atPath: script) else { return "peer script not found at \(script)" }
        guard let result = try? run(["-c", "import \(module)"], quiet: true), result.status == 0 else {
            return "\(python) cannot import \(module) (pip install \(module))"
        }
        return nil
    }

    /// Median seconds of `compute_layout` (or of the bare Rust call with `mode: "core"`);
    /// `options` are more of the script's arguments (`--measured`, `--frames PATH`).
    func seconds(
        cells: Int, width: Double, rowHeight: Double, gap: Double, runs: Int, warmup: Int, mode: String,
        options: [String] = []
    ) throws(Failure) -> Double {
        let arguments = [
            script, "--cells", "\(cells)", "--width", "\(width)", "--row-height", "\(rowHeight)",
            "--gap", "\(gap)", "--runs", "\(runs)", "--warmup", "\(warmup)", "--mode", mode,
        ] + options
        let result: (status: Int32, output: String)
        do {
            result = try run(arguments)
        } catch {
            throw .notRunnable("could not start \(python): \(error)")
        }
        let output = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, let seconds = Double(output) else { throw .badOutput(output) }
        return seconds
    }

    /// Runs the interpreter with `arguments`; standard error passes through to ours unless `quiet`.
    private func run(_ arguments: [String], quiet: Bool = false) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        if quiet { process.standardError = FileHandle.nullDevice }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
