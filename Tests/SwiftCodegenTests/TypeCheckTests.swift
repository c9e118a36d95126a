import Foundation
import ComplayoutSpec
import ComplayoutCodegen
import Testing

/// The generated Swift type-checks against UIKit as the package has it: CompositionalLayoutKit and
/// the declarations of UIKit's views.
@Suite struct TypeCheckTests {
    /// Every example, as `complayout swift` prints it (top-level constants and function), each
    /// file on its own since the examples' names would clash in one module.
    @Test(arguments: specFiles(under: "Specs/examples").map(\.lastPathComponent))
    func exampleTypeChecks(file: String) throws {
        let compiler = try SwiftCompiler.shared.get()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Layout.swift")
        try generatedSwift(packageFile("Specs/examples/\(file)")).write(to: source, atomically: true, encoding: .utf8)
        let result = try compiler.typeCheck([source])
        #expect(result.status == 0, "\(file):\n\(result.output)")
    }

    /// The golden files, which are what the generator prints, type-check too.
    @Test(arguments: GoldenTests.cases.map(\.golden))
    func goldenTypeChecks(golden: String) throws {
        let compiler = try SwiftCompiler.shared.get()
        let result = try compiler.typeCheck([testsFolder.appendingPathComponent("Goldens/\(golden)")])
        #expect(result.status == 0, "\(golden):\n\(result.output)")
    }

    /// Every spec in Specs/ that loads (examples and conformance cases, including cases whose
    /// evaluation fails), each wrapped in its own enum so all of them check in one compiler run.
    @Test func everyLoadableSpecTypeChecks() throws {
        let compiler = try SwiftCompiler.shared.get()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [URL] = []
        var origin: [String: String] = [:]
        for (index, file) in (specFiles(under: "Specs/examples") + specFiles(under: "Specs/conformance")).enumerated() {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard let loaded = try? SpecLoader.loadWithAnchorNames(text) else { continue }
            let typeName = "Spec\(index)"
            let options = SwiftCodeOptions(typeName: typeName, sourceFileName: file.lastPathComponent)
            let source = folder.appendingPathComponent("\(typeName).swift")
            // A flow section that cannot be laid out has no code (its error case is checked elsewhere).
            guard let code = try? SwiftCodeGenerator(options: options).generate(loaded.spec, anchorNames: loaded.anchorNames)
            else { continue }
            try code.write(to: source, atomically: true, encoding: .utf8)
            sources.append(source)
            origin[source.lastPathComponent] = file.path
        }
        #expect(sources.count >= 200, "expected the examples and the conformance cases that load")
        let result = try compiler.typeCheck(sources)
        let failing = origin.filter { result.output.contains($0.key) }.map(\.value).sorted()
        #expect(result.status == 0, "generated from \(failing.joined(separator: ", ")):\n\(result.output)")
    }

    /// The check can fail: CompositionalLayoutKit rejects a wrong label, a setter UIKit does not have, and
    /// main-actor API called from outside the main actor.
    @Test func theKitRejectsCodeUIKitWouldReject() throws {
        let compiler = try SwiftCompiler.shared.get()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrong = [
            "group count without count": """
            @MainActor func f(size: NSCollectionLayoutSize, item: NSCollectionLayoutItem) -> NSCollectionLayoutGroup {
                NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item)
            }
            """,
            "item supplementaries are read-only": """
            @MainActor func f(item: NSCollectionLayoutItem) { item.supplementaryItems = [] }
            """,
            "edge spacing takes every edge": """
            @MainActor func f() -> NSCollectionLayoutEdgeSpacing { NSCollectionLayoutEdgeSpacing(leading: .fixed(1)) }
            """,
            "main actor": """
            func f() -> NSCollectionLayoutDimension { .absolute(1) }
            """,
        ]
        for (name, body) in wrong {
            let source = folder.appendingPathComponent("Wrong.swift")
            try ("import UIKit\n" + body + "\n").write(to: source, atomically: true, encoding: .utf8)
            let result = try compiler.typeCheck([source])
            #expect(result.status != 0, "CompositionalLayoutKit accepted: \(name)")
        }
    }
}
