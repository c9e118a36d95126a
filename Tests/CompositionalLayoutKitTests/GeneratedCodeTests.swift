import ComplayoutCodegen
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import ComplayoutTestSupport
import Foundation
import Testing

/// The code `complayout swift` generates for every spec in Specs/, compiled against
/// CompositionalLayoutKit, prepared in the spec's environment with its data, and run, gives the
/// frames `eval` gives, element by element: codegen checked by behaviour, not only by type.
@Suite struct GeneratedCodeTests {
    /// Specs that evaluate but that `complayout swift` cannot write as UIKit code, and why
    /// (`not-expressible-in-swift`, codegen.md; ComplayoutUIKit lays them out at run time,
    /// SpecLayoutTests). A spec whose flow section cannot be laid out is refused by both, with the
    /// same error.
    static let notGenerated: [String: String] = [
        "Specs/conformance/variants/computed-count-columns.yaml":
            "a computed count ('columns(110, 10)') cannot be written in Swift yet; "
            + "write the number, or a list of 'when' alternatives",
        "Specs/conformance/variants/computed-repeat-size-class.yaml":
            "a computed count ('max(1, min(horizontalSizeClass(2, 3), floor(width / 100)))') cannot be written "
            + "in Swift yet; write the number, or a list of 'when' alternatives",
        "Specs/conformance/variants/when-on-data.yaml":
            "a 'when' on the data (minItems, maxItems, empty) cannot be written in Swift yet: "
            + "a section provider sees the environment, not the item counts",
    ]

    /// Specs whose generated code is not the same layout for complayout, and why (codegen.md).
    static let notComparable: [String: String] = [
        "Specs/conformance/flow/fractional-section-inset.yaml":
            "a moved section inset longer than the flow's line spacing makes a negative inter-group spacing, "
            + "which UIKit takes and complayout's engine refuses",
        "Specs/conformance/flow/empty-section.yaml":
            "an empty flow section keeps its insets, which no compositional section does (F3)",
        "Specs/lists/sidebar-plain-absolute-rows.yaml":
            "a list's itemHeight has no UIKit counterpart: list rows size themselves",
    ]

    /// The error the generated code meets where eval meets another: where no `when` alternative
    /// holds, the generated section provider returns nil, which UIKit (and the kit) refuses.
    private static let sameError = ["no-matching-variant": "section-provider-returned-nil"]

    /// The rectangle whose elements are compared: the whole content of every spec but the largest.
    private static let rectangle = Rect(x: -10_000, y: -10_000, width: 100_000, height: 100_000)

    /// What the program prints for one spec, computed from the engine: the content size and each
    /// element in `rectangle`, or the ids of the errors.
    private static func expectedLines(_ spec: SpecFile, name: String) -> [String] {
        do {
            let evaluated = try Evaluator().evaluate(spec)
            let size = evaluated.contentSize
            return ["\(name) size \(size.width) \(size.height)"]
                + evaluated.elements(in: rectangle).map { element in
                    let frame = element.frame
                    return "\(name) \(element.kind ?? "cell") \(element.indexPath) \(frame.x) \(frame.y) "
                        + "\(frame.width) \(frame.height) \(element.zIndex)"
                }
        } catch {
            return ["\(name) error \(error.diagnostics.map { sameError["\($0.id)"] ?? "\($0.id)" })"]
        }
    }

    /// The program's shared part: prints a prepared layout, and checks that each element's own
    /// query answers what the rectangle query does.
    private static let reporter = """
        import ComplayoutDiagnostics
        import UIKit

        @MainActor func report(_ name: String, _ make: () -> UICollectionViewCompositionalLayout,
                               prepare: (UICollectionViewCompositionalLayout) throws(DiagnosticList) -> Void) {
            let layout = make()
            do throws(DiagnosticList) {
                try prepare(layout)
            } catch {
                print("\\(name) error \\(error.diagnostics.map { "\\($0.id)" })")
                return
            }
            let size = layout.collectionViewContentSize
            print("\\(name) size \\(Double(size.width)) \\(Double(size.height))")
            let rectangle = CGRect(x: \(rectangle.x), y: \(rectangle.y), width: \(rectangle.width), height: \(rectangle.height))
            for a in layout.layoutAttributesForElements(in: rectangle) ?? [] {
                let f = a.frame
                print("\\(name) \\(a.representedElementKind ?? "cell") \\(Array(a.indexPath)) \\(Double(f.minX)) \\(Double(f.minY)) \\(Double(f.width)) \\(Double(f.height)) \\(a.zIndex)")
                let own: UICollectionViewLayoutAttributes? =
                    switch a.representedElementCategory {
                    case .cell: layout.layoutAttributesForItem(at: a.indexPath)
                    case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: a.representedElementKind!, at: a.indexPath)
                    case .decorationView: layout.layoutAttributesForDecorationView(ofKind: a.representedElementKind!, at: a.indexPath)
                    }
                if own?.frame != a.frame || own?.zIndex != a.zIndex {
                    print("\\(name) its own query answers \\(String(describing: own?.frame)) z\\(String(describing: own?.zIndex))")
                }
            }
        }

        """

    @Test func everySpecsGeneratedCodeRunsToTheFramesEvalGives() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var sources: [URL] = []
        var runs: [String] = []
        var expected: [String: [String]] = [:]
        var origin: [String: String] = [:]
        var refused: [String: String] = [:]
        for file in specFilesInSpecs() {
            let path = file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
            guard let loaded = try? SpecLoader.loadWithAnchorNames(String(contentsOf: file, encoding: .utf8)) else {
                continue
            }
            let name = "Spec\(sources.count)"
            let code: String
            do {
                code = try SwiftCodeGenerator(options: SwiftCodeOptions(typeName: name, sourceFileName: path))
                    .generate(loaded.spec, anchorNames: loaded.anchorNames)
            } catch {
                let message = error.diagnostics.first?.message ?? "\(error)"
                do {
                    _ = try Evaluator().evaluate(loaded.spec)
                    refused[path] = message
                } catch {
                    #expect(error.diagnostics.first?.message == message, "\(path)")
                }
                continue
            }
            let source = folder.appendingPathComponent("\(name).swift")
            try code.write(to: source, atomically: true, encoding: .utf8)
            sources.append(source)
            origin[name] = path
            expected[name] = Self.expectedLines(loaded.spec, name: name)
            let call = PrepareCall.source(for: loaded.spec).replacingOccurrences(of: "\n", with: "\n        ")
            runs.append(
                "    report(\(PrepareCall.string(name)), \(name).makeLayout) { layout throws(DiagnosticList) in\n"
                    + "        \(call)\n    }\n")
        }
        #expect(refused == Self.notGenerated, "specs complayout swift refuses")
        #expect(sources.count >= 440, "every spec that loads")

        let main = folder.appendingPathComponent("main.swift")
        try (Self.reporter + "MainActor.assumeIsolated {\n" + runs.joined() + "}\n")
            .write(to: main, atomically: true, encoding: .utf8)
        let run = try KitProgram.run(sources + [main], in: folder)

        var printed: [String: [String]] = [:]
        for line in run.split(separator: "\n") {
            let name = String(line.prefix { $0 != " " })
            printed[name, default: []].append(String(line))
        }
        var compared = 0
        for (name, lines) in expected.sorted(by: { $0.key < $1.key }) {
            let path = origin[name] ?? name
            let got = printed[name] ?? []
            let same = got == lines
            if Self.notComparable[path] != nil {
                #expect(!same, "\(path) is listed as not comparable but gives eval's frames")
                continue
            }
            compared += 1
            guard !same else { continue }
            let difference = zip(got, lines).first { $0 != $1 }.map { "generated code: \($0)\n          eval: \($1)" }
            Issue.record(
                "\(path): \(got.count) lines, eval \(lines.count)\n\(difference ?? "")")
        }
        #expect(compared >= 440)
    }
}

/// Every YAML file under Specs/, sorted by path.
func specFilesInSpecs() -> [URL] {
    let root = packageRoot.appendingPathComponent("Specs")
    let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL]) ?? []
    return files.filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
}
