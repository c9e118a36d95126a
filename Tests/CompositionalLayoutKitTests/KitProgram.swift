import ComplayoutTestSupport
import Foundation
import Testing

/// A program written as an iOS app writes its layout code (`import UIKit`), built with `swiftc`
/// against CompositionalLayoutKit and run.
enum KitProgram {
    /// The package modules the program links, CompositionalLayoutKit's and those it is built on.
    private static let modules = [
        "CompositionalLayoutKit", "ComplayoutEngine", "ComplayoutModel", "ComplayoutDiagnostics",
    ]

    /// Compiles `sources` into one program in `folder`, with `import UIKit` resolving to a module
    /// that re-exports CompositionalLayoutKit, runs it, and returns what it printed.
    static func run(_ sources: [URL], in folder: URL) throws -> String {
        let swiftc = try #require(Toolchain.swiftc, "swiftc is not on PATH")
        let products = Toolchain.buildProducts
        let modulePath = products.appendingPathComponent("Modules").path
        let shim = folder.appendingPathComponent("UIKit.swift")
        try "@_exported import CompositionalLayoutKit\n".write(to: shim, atomically: true, encoding: .utf8)
        let shimBuild = try ProcessRun(
            swiftc,
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit", "-I", modulePath,
                "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path, shim.path,
            ])
        try #require(shimBuild.status == 0, "\(shimBuild.errors)")
        let program = folder.appendingPathComponent("program")
        let compile = try ProcessRun(
            swiftc,
            [
                "-wmo", "-swift-version", "6", "-module-name", "Generated", "-I", folder.path, "-I", modulePath, "-o",
                program.path,
            ]
                + (sources + [shim]).map(\.path) + objects(in: products))
        try #require(compile.status == 0, "\(compile.output)\(compile.errors)")
        let run = try ProcessRun(program, [])
        try #require(run.status == 0, "\(run.errors)")
        return run.output
    }

    /// The object files of the linked modules' current sources: a file renamed or moved leaves its
    /// old object behind in the build folder.
    private static func objects(in products: URL) throws -> [String] {
        try modules.flatMap { module in
            let sources = Set(
                (FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent("Sources/\(module)").path)?
                    .allObjects as? [String] ?? []).map { URL(fileURLWithPath: $0).lastPathComponent + ".o" })
            let build = products.appendingPathComponent("\(module).build")
            return try FileManager.default.contentsOfDirectory(atPath: build.path)
                .filter { sources.contains($0) || $0 == "\(module).swiftmodule.o" }
                .map { build.appendingPathComponent($0).path }
        }
    }
}
