import Foundation

/// A file of this package by its path from the package root: as given when the benchmarks run
/// from the root, otherwise found from this source file's place in the package.
enum PackageFile {
    static func path(_ relative: String) -> String {
        if FileManager.default.fileExists(atPath: relative) { return relative }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(relative).path
    }
}
