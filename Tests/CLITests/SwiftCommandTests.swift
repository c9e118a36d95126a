import Foundation
import Testing

/// The golden files of the generator's own tests.
private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("SwiftCodegenTests/Goldens")

/// `complayout swift`: the generated code on standard output or in a file, and its errors.
@Suite struct SwiftCommandTests {
    @Test func printsTheCodeTheGoldenFileHolds() throws {
        let run = try complayout("swift", "Specs/examples/photo-grid.yaml")
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let golden = try String(contentsOf: goldens.appendingPathComponent("photo-grid.swift"), encoding: .utf8)
        #expect(run.output == golden)
    }

    @Test func writesToAFileWithNamesFromTheOptions() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-swift-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Magazine.swift")
        let run = try complayout(
            "swift", "Specs/examples/magazine.yaml", "-o", file.path, "--function-name", "makeMagazineLayout",
            "--type-name", "Magazine")
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        let code = try String(contentsOf: file, encoding: .utf8)
        #expect(code.contains("enum Magazine {\n"))
        #expect(code.contains("    static func makeMagazineLayout() -> UICollectionViewCompositionalLayout {\n"))
    }

    @Test func anInvalidSpecPrintsItsDiagnosticsAndNoCode() throws {
        let run = try complayout("swift", "Specs/conformance/errors/three-mistakes.yaml")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("Specs/conformance/errors/three-mistakes.yaml:10:9: error: unknown key 'sise'"))
    }

    @Test func aSpecThatLoadsButDoesNotEvaluateStillGeneratesCode() throws {
        // No alternative holds in the spec's own environment; the code tests the condition at run time.
        let run = try complayout("swift", "Specs/conformance/errors/engine-no-matching-variant.yaml")
        #expect(run.status == 0)
        #expect(run.output.contains("if environment.container.contentSize.width >= 800 {"))
    }

    @Test func namesThatAreNotIdentifiersAreUsageErrors() throws {
        let badFunction = try complayout("swift", "Specs/examples/photo-grid.yaml", "--function-name", "make-layout")
        #expect(badFunction.status == 2)
        #expect(badFunction.errors.contains("--function-name must be a Swift identifier, not 'make-layout'"))
        #expect(try complayout("swift", "Specs/examples/photo-grid.yaml", "--type-name", "enum").status == 2)
        #expect(try complayout("swift", "no/such/file.yaml").status == 2)
        let unwritable = try complayout("swift", "Specs/examples/photo-grid.yaml", "-o", "/no/such/folder/out.swift")
        #expect(unwritable.status == 2)
        #expect(unwritable.errors == "/no/such/folder/out.swift: error: cannot write the file: no such file or directory [unwritable-file]\n")
        let json = try complayout(
            "swift", "Specs/examples/photo-grid.yaml", "-o", "/no/such/folder/out.swift", "--diagnostics-format", "json")
        #expect(json.errors.hasPrefix(#"{ "formatVersion": 1, "file": "/no/such/folder/out.swift", "line": null, "#))
        #expect(json.errors.contains(#""id": "unwritable-file""#))
    }
}
