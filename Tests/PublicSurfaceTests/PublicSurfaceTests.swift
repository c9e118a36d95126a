import ComplayoutTestSupport
import Foundation
import Testing

/// What a program that uses the library sees: target names it can reuse, and type names that do
/// not collide with SwiftUI's (docs/architecture.md, "The public surface").
@Suite struct PublicSurfaceTests {
    /// A client package with targets named as generic as ours used to be, depending on this one.
    @Test func aClientMayHaveItsOwnDiagnosticsAndConformanceTargets() throws {
        let swift = try #require(Toolchain.swift, "swift is not on PATH")
        let client = try temporaryFolder("client")
        defer { try? FileManager.default.removeItem(at: client) }
        let identity = packageRoot.lastPathComponent.lowercased()
        try write(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "client",
                dependencies: [.package(path: "\(packageRoot.path)")],
                targets: [
                    .target(name: "Diagnostics"),
                    .target(name: "Conformance"),
                    .target(name: "LayoutModel"),
                    .target(name: "App", dependencies: [
                        "Diagnostics", "Conformance", "LayoutModel",
                        .product(name: "Complayout", package: "\(identity)"),
                    ]),
                ]
            )
            """, to: client.appendingPathComponent("Package.swift"))
        for target in ["Diagnostics", "Conformance", "LayoutModel", "App"] {
            try write("public let name = \"\(target)\"\n", to: client.appendingPathComponent("Sources/\(target)/\(target).swift"))
        }
        // Loading the package graph is where SwiftPM refuses two packages' targets of one name.
        let run = try ProcessRun(swift, ["package", "--package-path", client.path, "show-dependencies"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.errors.contains("conflicting name"), "\(run.errors)")
    }

    /// A file that imports the library beside a module declaring SwiftUI's `Layout`, `Section`,
    /// `Group`, `Environment`, `Axis`, `LayoutDirection` and `Anchor` uses both without qualifying.
    @Test func swiftUINamesStayUnambiguous() throws {
        let swiftc = try #require(Toolchain.swiftc, "swiftc is not on PATH")
        let folder = try temporaryFolder("names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lookalike = folder.appendingPathComponent("SwiftUILookalike.swift")
        try write(
            """
            public protocol Layout {}
            public struct Section { public init() {} }
            public struct Group { public init() {} }
            public struct Environment { public init() {} }
            public enum Axis { case horizontal, vertical }
            public enum LayoutDirection { case leftToRight, rightToLeft }
            public struct Anchor { public init() {} }
            """, to: lookalike)
        let built = try ProcessRun(
            swiftc,
            ["-emit-module", "-module-name", "SwiftUILookalike", "-emit-module-path",
             folder.appendingPathComponent("SwiftUILookalike.swiftmodule").path, lookalike.path])
        try #require(built.status == 0, "\(built.errors)")
        let client = folder.appendingPathComponent("Client.swift")
        try write(
            """
            import Complayout
            import SwiftUILookalike

            struct Stack: Layout {}
            let section = Section()
            let group = Group()
            let environment = Environment()
            let axis: Axis = .horizontal
            let direction: LayoutDirection = .rightToLeft
            let anchor = Anchor()

            func frames(of text: String) throws -> [LayoutAttributes] {
                let spec = try SpecLoader.load(text)
                var environment: LayoutEnvironment = spec.environment
                environment.layoutDirection = InterfaceDirection.rightToLeft
                let layout = try Evaluator().evaluate(spec.layout, in: environment, data: spec.effectiveData)
                let root: CompositionalLayout = spec.layout
                _ = (root.sections, LayoutAxis.vertical)
                return Array(layout.elements)
            }
            """, to: client)
        let checked = try ProcessRun(
            swiftc,
            ["-typecheck", "-I", folder.path, "-I", Toolchain.buildProducts.appendingPathComponent("Modules").path,
             "-Xcc", "-fmodule-map-file=" + packageRoot.appendingPathComponent("Sources/ComplayoutLibYAML/module.modulemap").path,
             client.path])
        #expect(checked.status == 0, "\(checked.errors)")
        #expect(!checked.errors.contains("ambiguous"), "\(checked.errors)")
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
