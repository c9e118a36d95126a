import Foundation

/// The `complayout` that benchmarks 10 and 11e start as a new process: by default the release
/// binary beside the bench, or the one `--complayout PATH` names.
enum ComplayoutBinary {
    /// The `complayout` in this program's build directory.
    static func besideBench() -> String {
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return bench.deletingLastPathComponent().appendingPathComponent("complayout").path
    }

    /// Why `path` cannot be started, for a row that is skipped; nil when it can.
    static func missing(_ path: String) -> String? {
        guard !FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return "no executable \(path) (the default one is built by "
            + "swift build -c release --scratch-path .build-bench --product complayout)"
    }
}
