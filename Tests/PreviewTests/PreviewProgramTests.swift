import ComplayoutTestSupport
import Foundation
import Testing

/// `complayout preview` runs `complayout-preview` from the folder `complayout` is in
/// (docs/preview.md): the server is not linked into `complayout`.
struct PreviewProgramTests {
    /// A `complayout` alone in a folder (a hard link, so that the path it runs from is that
    /// folder's) cannot preview, and says which program it looked for.
    @Test func withoutTheServerProgramBesideItPreviewSaysSo() throws {
        let binary = try ProcessRun.complayoutBinary()
        let folder = binary.deletingLastPathComponent().appendingPathComponent("alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("complayout")
        try FileManager.default.linkItem(at: binary, to: alone)
        let run = try ProcessRun(alone, ["preview", "Specs/examples/photo-grid.yaml"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "complayout: error: preview runs \(folder.path)/complayout-preview, which is built beside complayout (`swift build`): No such file or directory\n"
        )
    }

    /// Usage errors are the command line's own, before any server program is looked for.
    @Test func usageErrorsComeFromComplayoutItself() throws {
        let run = try ProcessRun.complayout("preview", "Specs/examples/photo-grid.yaml", "--port", "70000")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Error: --port must be from 0 to 65535\nUsage: complayout preview [<options>] <file>\n"))
    }
}
