import ComplayoutTestSupport
import Foundation
import Testing

/// The code that runs where UIKit exists — the device recorder (Recorder/) and ComplayoutUIKit's
/// `canImport(UIKit)` side — type-checked on Linux against UIKit's declarations: a module named
/// UIKit made of CompositionalLayoutKit and the view classes of Tests/UIKitDeclarations.
@Suite struct RecorderTypeCheckTests {
    /// Builds the UIKit module and ComplayoutUIKit against it into `folder`; returns the compiler
    /// and the search paths for code that imports them.
    private static func prepare(in folder: URL) throws -> (swiftc: URL, paths: [String]) {
        let swiftc = try #require(Toolchain.swiftc, "swiftc is not on PATH")
        let modules = Toolchain.buildProducts.appendingPathComponent("Modules").path
        // ComplayoutSpec's modules import libyaml's module, whose map is in the package.
        let libYAML = packageRoot.appendingPathComponent("Sources/ComplayoutLibYAML/module.modulemap").path
        let paths = ["-I", folder.path, "-I", modules, "-Xcc", "-fmodule-map-file=\(libYAML)"]
        let uikit = try ProcessRun(
            swiftc,
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name",
                "UIKit", "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
                packageRoot.appendingPathComponent("Tests/UIKitDeclarations/UIKitViews.swift").path,
            ] + paths)
        try #require(uikit.status == 0, "\(uikit.output)\(uikit.errors)")
        let complayoutUIKit = try ProcessRun(
            swiftc,
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name",
                "ComplayoutUIKit", "-emit-module-path",
                folder.appendingPathComponent("ComplayoutUIKit.swiftmodule").path,
            ] + paths + swiftFiles(in: "Sources/ComplayoutUIKit"))
        try #require(complayoutUIKit.status == 0, "\(complayoutUIKit.output)\(complayoutUIKit.errors)")
        return (swiftc, paths)
    }

    private static func swiftFiles(in folder: String) -> [String] {
        let root = packageRoot.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0).path }
    }

    private static func typeCheck(_ files: [String], swiftc: URL, paths: [String]) throws -> ProcessRun {
        try ProcessRun(
            swiftc,
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + paths + files)
    }

    @Test func theRecorderTypeChecksAgainstUIKitsDeclarations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (swiftc, paths) = try Self.prepare(in: folder)
        let recorder = Self.swiftFiles(in: "Recorder")
        #expect(recorder.count >= 2)
        let run = try Self.typeCheck(recorder, swiftc: swiftc, paths: paths)
        #expect(run.status == 0, "\(run.output)\(run.errors)")

        // The check can fail: UIKit's contentInset is left-and-right, not directional.
        let wrong = folder.appendingPathComponent("Wrong.swift")
        try """
        import UIKit
        @MainActor func inset(_ view: UICollectionView) { view.contentInset = NSDirectionalEdgeInsets() }
        """.write(to: wrong, atomically: true, encoding: .utf8)
        #expect(try Self.typeCheck([wrong.path], swiftc: swiftc, paths: paths).status != 0)
    }
}
