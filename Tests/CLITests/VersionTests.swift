import ComplayoutTestSupport
import Foundation
import Testing

/// `complayout --version` prints the version the library declares, and exits 0.
@Suite struct VersionTests {
    @Test func versionPrintsTheDeclaredVersion() throws {
        let run = try ProcessRun.complayout("--version")
        #expect(run.status == 0, "\(run.errors)")
        let declared = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/Complayout/ComplayoutVersion.swift"), encoding: .utf8)
        let version = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!version.isEmpty)
        #expect(declared.contains("current = \"\(version)\""), "printed \(version)")
    }
}
