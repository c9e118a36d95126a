import ComplayoutTestSupport
import Foundation
import Testing

/// `swiftc -typecheck` against UIKit as this package has it — CompositionalLayoutKit, UIKit's
/// layout API, and the declarations of its view classes (Tests/UIKitDeclarations) — in Swift 6
/// language mode with warnings as errors: the generated code must be type-correct,
/// concurrency-correct, and free of unused values.
struct SwiftCompiler {
    /// What one compiler run reported.
    struct Result {
        var status: Int32
        var output: String
    }

    let executable: URL
    /// A folder holding the compiled `UIKit.swiftmodule`.
    let moduleFolder: URL
    /// The package's built modules, CompositionalLayoutKit's among them.
    let packageModules = Toolchain.buildProducts.appendingPathComponent("Modules")

    /// The compiler, with the UIKit module built once per test run (into the build folder).
    static let shared: Swift.Result<SwiftCompiler, CompilerSetupError> = makeShared()

    /// Type-checks `files` together as one module (`-wmo`: one compiler job for all files, many
    /// times faster than a job per file).
    func typeCheck(_ files: [URL]) throws -> Result {
        try run(
            [
                "-typecheck", "-wmo", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I",
                moduleFolder.path, "-I", packageModules.path,
            ]
                + files.map(\.path))
    }

    private func run(_ arguments: [String]) throws -> Result {
        let run = try ProcessRun(executable, arguments)
        return Result(status: run.status, output: run.output + run.errors)
    }

    private static func makeShared() -> Swift.Result<SwiftCompiler, CompilerSetupError> {
        guard let executable = Toolchain.swiftc else {
            return .failure(CompilerSetupError("swiftc not found: set SWIFTC or put the toolchain on PATH"))
        }
        // Beside the test bundle, in the build folder: rebuilt each run, never left in /tmp.
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("UIKitModule")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let compiler = SwiftCompiler(executable: executable, moduleFolder: folder)
            let declarations = packageRoot.appendingPathComponent("Tests/UIKitDeclarations/UIKitViews.swift")
            let built = try compiler.run([
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit", "-I",
                compiler.packageModules.path, "-emit-module-path",
                folder.appendingPathComponent("UIKit.swiftmodule").path,
                declarations.path,
            ])
            guard built.status == 0 else {
                return .failure(CompilerSetupError("the UIKit module does not build:\n\(built.output)"))
            }
            return .success(compiler)
        } catch {
            return .failure(CompilerSetupError("cannot run swiftc: \(error)"))
        }
    }
}

/// Why the compiler could not be set up.
struct CompilerSetupError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A fresh temporary folder for one test's generated files.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
