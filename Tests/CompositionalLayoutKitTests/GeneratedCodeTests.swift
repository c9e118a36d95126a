import ComplayoutCodegen
import ComplayoutEngine
import ComplayoutModel
import ComplayoutTestSupport
import Foundation
import Testing

/// The code `complayout swift` generates, compiled against CompositionalLayoutKit and run,
/// gives the frames `eval` gives: codegen checked by behaviour, not only by type.
@Suite struct GeneratedCodeTests {
    private static let examples = [
        "grid", "two-column", "nested-groups", "photo-grid", "item-badges", "section-background",
        "orthogonal-sections", "section-headers-footers", "magazine", "adaptive-sections", "settings",
    ]

    /// One element as both sides print it.
    private static func line(_ name: String, _ element: LayoutAttributes) -> String {
        let frame = element.frame
        return "\(name) \(element.kind ?? "cell") \(element.indexPath) \(frame.x) \(frame.y) "
            + "\(frame.width) \(frame.height) \(element.zIndex)"
    }

    /// A program that prepares each generated layout in its spec's environment and prints its elements.
    private static func main(_ specs: [(type: String, spec: SpecFile)]) -> String {
        var text = "import UIKit\n\n@MainActor func run() throws {\n"
        for (type, spec) in specs {
            let environment = spec.environment
            let counts = spec.effectiveData.sections.map(\.itemCount)
            let regular = environment.traits.horizontalSizeClass == .regular
            text += """
                    do {
                        let layout = \(type).makeLayout()
                        try layout.prepare(
                            containerSize: CGSize(width: \(environment.container.width), height: \(environment.container.height)),
                            itemCounts: \(counts), displayScale: \(environment.traits.displayScale),
                            traits: UITraitCollection(horizontalSizeClass: \(regular ? ".regular" : ".compact")))
                        let size = layout.collectionViewContentSize
                        print("\(type) size \\(Double(size.width)) \\(Double(size.height))")
                        for a in layout.layoutAttributesForElements(in: CGRect(x: -1e4, y: -1e4, width: 1e5, height: 1e5)) ?? [] {
                            print("\(type) \\(a.representedElementKind ?? "cell") \\(Array(a.indexPath)) \\(Double(a.frame.minX)) \\(Double(a.frame.minY)) \\(Double(a.frame.width)) \\(Double(a.frame.height)) \\(a.zIndex)")
                        }
                    }

                """
        }
        return text + "}\n\nMainActor.assumeIsolated { try! run() }\n"
    }

    @Test func generatedCodeRunsToTheFramesEvalGives() throws {
        let swiftc = try #require(Toolchain.swiftc, "swiftc is not on PATH")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let products = Toolchain.buildProducts

        var specs: [(type: String, spec: SpecFile)] = []
        var sources: [URL] = []
        var expected: [String] = []
        for (index, name) in Self.examples.enumerated() {
            let spec = try example(name)
            let type = "Example\(index)"
            let code = try SwiftCodeGenerator(options: SwiftCodeOptions(typeName: type)).generate(spec)
            let file = folder.appendingPathComponent("\(type).swift")
            try code.write(to: file, atomically: true, encoding: .utf8)
            sources.append(file)
            specs.append((type, spec))
            let evaluated = try Evaluator().evaluate(spec)
            expected.append("\(type) size \(evaluated.contentSize.width) \(evaluated.contentSize.height)")
            expected += evaluated.elements(in: Rect(x: -1e4, y: -1e4, width: 1e5, height: 1e5)).map {
                Self.line(type, $0)
            }
        }
        let mainFile = folder.appendingPathComponent("main.swift")
        try Self.main(specs).write(to: mainFile, atomically: true, encoding: .utf8)

        // `import UIKit` resolves to a module that re-exports CompositionalLayoutKit.
        let shim = folder.appendingPathComponent("UIKit.swift")
        try "@_exported import CompositionalLayoutKit\n".write(to: shim, atomically: true, encoding: .utf8)
        let modules = products.appendingPathComponent("Modules").path
        let shimBuild = try ProcessRun(
            swiftc,
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit", "-I", modules,
                "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path, shim.path,
            ])
        try #require(shimBuild.status == 0, "\(shimBuild.errors)")
        let objects = try ["CompositionalLayoutKit", "ComplayoutEngine", "ComplayoutModel", "ComplayoutDiagnostics"]
            .flatMap { module in
                // Only the objects of the module's current sources: a file renamed or moved leaves
                // its old object behind in the build folder.
                let sources = Set(
                    (FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent("Sources/\(module)").path)?
                        .allObjects as? [String] ?? []).map { URL(fileURLWithPath: $0).lastPathComponent + ".o" })
                let build = products.appendingPathComponent("\(module).build")
                return try FileManager.default.contentsOfDirectory(atPath: build.path)
                    .filter { sources.contains($0) || $0 == "\(module).swiftmodule.o" }
                    .map { build.appendingPathComponent($0).path }
            }
        let program = folder.appendingPathComponent("program")
        let compile = try ProcessRun(
            swiftc,
            ["-swift-version", "6", "-module-name", "Generated", "-I", folder.path, "-I", modules, "-o", program.path]
                + (sources + [mainFile, shim]).map(\.path) + objects)
        try #require(compile.status == 0, "\(compile.output)\(compile.errors)")
        let run = try ProcessRun(program, [])
        try #require(run.status == 0, "\(run.errors)")
        let printed = run.output.split(separator: "\n").map(String.init)
        #expect(printed.count == expected.count && expected.count > 500)
        for (got, want) in zip(printed, expected) where got != want {
            Issue.record("generated code: \(got)\n        eval: \(want)")
        }
    }
}
