import ComplayoutDiagnostics
import ComplayoutTestSupport
import Foundation
import ComplayoutModel
import ComplayoutSpec
import ComplayoutCodegen
import Testing

/// This test target's folder, which holds `Goldens/`.
let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// The text of a file under the package root.
func packageFile(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
}

/// The Swift generated for a spec's text, as `complayout swift` generates it.
func generatedSwift(_ text: String, options: SwiftCodeOptions = SwiftCodeOptions()) throws -> String {
    let loaded = try SpecLoader.loadWithAnchorNames(text)
    return try SwiftCodeGenerator(options: options).generate(loaded.spec, anchorNames: loaded.anchorNames)
}

/// Every spec file under a folder of the package, sorted by path.
func specFiles(under folder: String) -> [URL] {
    let root = packageRoot.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "yaml" }
    return files.sorted { $0.path < $1.path }
}

/// The first line where two texts differ, for a failure message that shows the change.
func firstDifference(_ actual: String, _ expected: String) -> String {
    let actualLines = actual.components(separatedBy: "\n")
    let expectedLines = expected.components(separatedBy: "\n")
    for index in 0..<max(actualLines.count, expectedLines.count) {
        let got = index < actualLines.count ? actualLines[index] : "(end of text)"
        let wanted = index < expectedLines.count ? expectedLines[index] : "(end of text)"
        if got != wanted { return "line \(index + 1):\n  expected: \(wanted)\n  actual:   \(got)" }
    }
    return "no difference"
}
