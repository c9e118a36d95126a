import Foundation

/// A peer script of Benchmarks/peers: taffy_grid.py (Taffy through the `stretchable` Python
/// binding) or yoga_grid.py (Yoga through `pyyoga`), started as a child process that lays out one
/// grid on request (`PeerSession`).
struct PeerScript {
    /// The Python interpreter, looked up on PATH through /usr/bin/env.
    var python = "python3"
    var script: String
    /// The Python module the script needs, and the package that installs it.
    var module = "stretchable"

    /// The script `name` next to the package: from the working directory, else from this source file.
    static func defaultScript(_ name: String = "taffy_grid.py") -> String {
        PackageFile.path("Benchmarks/peers/\(name)")
    }

    /// Why the peer cannot run here, or nil when Python and its module are there.
    func unavailableReason() -> String? {
        guard FileManager.default.fileExists(atPath: script) else { return "peer script not found at \(script)" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", "import \(module)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "could not start \(python)" }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return "\(python) cannot import \(module) (pip install \(module))" }
        return nil
    }

    /// Starts the script with `arguments` (the grid's) in `--serve` mode and waits until it has built the grid.
    func start(_ arguments: [String]) throws(PeerSession.Failure) -> PeerSession {
        try PeerSession(python: python, arguments: [script, "--serve"] + arguments)
    }
}
