import Foundation
import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutExplain
import ComplayoutModel
import ComplayoutOutput
import ComplayoutSpec
import Testing

/// Explanations of representative elements, compared with goldens written by `complayout explain`
/// and reviewed line by line against the rules of semantics.md: every formula, number and rule
/// number checked by hand. After a deliberate change to explanations, write them again with the
/// command each case names and review the difference.
@Suite struct ExplanationGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var golden: String
        var spec: String
        var key: ElementKey
        var format: String = "text"

        var testDescription: String { golden }

        /// The command that writes the golden.
        var command: String {
            var arguments = ["swift run complayout explain", spec, "--index-path"]
            arguments.append(key.indexPath.map(String.init).joined(separator: ","))
            if let kind = key.kind { arguments += ["--kind", kind] }
            if key.category == .decoration { arguments += ["--category", "decoration"] }
            if format != "text" { arguments += ["--format", format] }
            return arguments.joined(separator: " ") + " > Tests/ExplanationTests/Goldens/\(golden)"
        }
    }

    static let cases: [Case] = [
        // A cell three groups deep, in the second instance: nested groups, count (R17), stride (R28).
        Case(
            golden: "photo-grid-cell.txt", spec: "Specs/examples/photo-grid.yaml",
            key: ElementKey(category: .cell, indexPath: [0, 7])),
        // A badge on an item: fractional width floored (R4, D1), item insets (R30), anchor math (R48).
        Case(
            golden: "item-badges-badge.txt", spec: "Specs/examples/item-badges.yaml",
            key: ElementKey(category: .supplementary, kind: "badge", indexPath: [0, 5])),
        // A footer below the content, the section grown by the header above (R40–R42).
        Case(
            golden: "e09-footer.txt", spec: "Specs/conformance/examples/e09-header-footer.yaml",
            key: ElementKey(category: .supplementary, kind: "footer", indexPath: [0, 0])),
        // A cell of an instance solved again with measured sizes (R57, R58).
        Case(
            golden: "self-sized-row-cell.txt", spec: "Specs/conformance/self-sizing/row-takes-tallest-cell.yaml",
            key: ElementKey(category: .cell, indexPath: [0, 1])),
        // An orthogonal row at an offset, right to left (R52, D10, R55, D12).
        Case(
            golden: "orthogonal-rtl-cell.txt", spec: "Specs/conformance/orthogonal/rtl-offset.yaml",
            key: ElementKey(category: .cell, indexPath: [0, 1])),
        // Right to left with asymmetric insets (E15), as JSON.
        Case(
            golden: "e15-rtl-cell.json", spec: "Specs/conformance/examples/e15-rtl-asymmetric-insets.yaml",
            key: ElementKey(category: .cell, indexPath: [0, 0]), format: "json"),
    ]

    @Test(arguments: cases)
    func explanationMatchesTheGolden(_ golden: Case) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(golden.spec), encoding: .utf8)
        let explanation = try #require(try Evaluator().explain(golden.key, in: SpecLoader.load(text)))
        let writer = ExplanationWriter(fileName: golden.spec)
        let written =
            golden.format == "json"
            ? try JSONOutputEncoder(for: ExplanationDocument.self).text(
                of: ExplanationDocument(explanation, fileName: golden.spec))
            : writer.text(explanation)
        let expected = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/ExplanationTests/Goldens/\(golden.golden)"),
            encoding: .utf8)
        #expect(
            written == expected,
            """
            the explanation differs from Goldens/\(golden.golden); if the change is meant, run
            \(golden.command)
            and review the difference
            """)
    }

    /// docs/cli.md shows the badge's explanation as the command prints it (a `$ complayout` example).
    @Test func theCommandLineDocsShowTheBadgeGolden() throws {
        let docs = try String(contentsOf: packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let golden = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/ExplanationTests/Goldens/item-badges-badge.txt"),
            encoding: .utf8)
        let command = "$ complayout explain Specs/examples/item-badges.yaml --index-path 0,5 --kind badge\n"
        #expect(docs.contains("```text\n" + command + golden + "```\n"))
    }
}
