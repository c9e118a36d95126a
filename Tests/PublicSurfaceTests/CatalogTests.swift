import Complayout
import ComplayoutTestSupport
import Foundation
import Testing

/// The DocC catalog of the `Complayout` product (Sources/Complayout/Complayout.docc): every
/// ```swift block is a snippet of CatalogSnippets.swift — compiled with these tests — and every
/// snippet runs and does what the article says.
@Suite struct CatalogTests {
    static let catalog = packageRoot.appendingPathComponent("Sources/Complayout/Complayout.docc")

    /// The snippets of CatalogSnippets.swift by name, without their common indentation.
    static func snippets() throws -> [String: String] {
        let source = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/PublicSurfaceTests/CatalogSnippets.swift"), encoding: .utf8)
        var snippets: [String: String] = [:]
        var name: String?
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// snippet: ") {
                name = String(trimmed.dropFirst("// snippet: ".count))
                lines = []
            } else if trimmed == "// end", let current = name {
                let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                snippets[current] = lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
                name = nil
            } else if name != nil {
                lines.append(line)
            }
        }
        return snippets
    }

    /// The ```swift blocks of every article.
    static func blocks() throws -> [(article: String, code: String)] {
        var blocks: [(String, String)] = []
        for article in try FileManager.default.contentsOfDirectory(atPath: catalog.path).sorted()
        where article.hasSuffix(".md") {
            let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
            var code: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line == "```swift" {
                    code = []
                } else if line == "```", let finished = code {
                    blocks.append((article, finished.joined(separator: "\n")))
                    code = nil
                } else {
                    code?.append(line)
                }
            }
        }
        return blocks
    }

    @Test func everyBlockIsACompiledSnippetAndEverySnippetIsShown() throws {
        let snippets = try Self.snippets()
        let blocks = try Self.blocks()
        #expect(snippets.count >= 6)
        for block in blocks {
            #expect(snippets.values.contains(block.code), "\(block.article): a block that no test compiles:\n\(block.code)")
        }
        for (name, code) in snippets {
            #expect(blocks.contains { $0.code == code }, "snippet \(name) is not in the catalog")
        }
    }

    @Test func gettingStarted() throws {
        let (cells, first, inTop) = try CatalogSnippets.loadEvaluateAndQuery()
        #expect(cells == 6)
        // Half of 390 = 195 wide, 100 high; rows at 0 and 100 reach into 0…150: 4 cells.
        #expect(first?.frame == Rect(x: 0, y: 0, width: 195, height: 100))
        #expect(inTop == 4)
        let spec = try SpecLoader.load(
            String(contentsOf: packageRoot.appendingPathComponent("Specs/examples/photo-grid.yaml"), encoding: .utf8))
        let svg = try CatalogSnippets.render(spec)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
    }

    @Test func buildingInSwift() throws {
        // Two 191-point cells per row (390 − 8 = 382, halved), 4 items: 2 rows of 100.
        let layout = try CatalogSnippets.buildInSwift()
        #expect(layout.contentSize == Size(width: 390, height: 200))
        #expect(layout.cellAttributes(section: 0, item: 1)?.frame.x == 199)
    }

    @Test func diagnosticsAndLimits() {
        let (printed, warnings) = CatalogSnippets.diagnostics()
        #expect(warnings == 1)
        #expect(printed.hasPrefix("spec.yaml:3:20: warning: the top inset of 0.25 is read as a fraction"))
        let tooLarge = String(repeating: "# padding\n", count: 10_000)
        #expect(CatalogSnippets.limits(tooLarge).map(\.id) == ["file-too-large"])
    }

    @Test func concurrency() async throws {
        let spec = try SpecLoader.load(
            String(contentsOf: packageRoot.appendingPathComponent("Specs/examples/photo-grid.yaml"), encoding: .utf8))
        let sizes = await CatalogSnippets.concurrently([spec, spec, spec])
        #expect(sizes == Array(repeating: Size(width: 390, height: 760), count: 3))
    }
}
