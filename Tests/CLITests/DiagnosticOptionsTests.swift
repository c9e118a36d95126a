import Foundation
import ComplayoutTestSupport
import Testing

/// `--diagnostics-format`, `--color`, warnings and `--warnings-as-errors`, end to end.
@Suite struct DiagnosticOptionsTests {
    /// A valid spec with one warning: a section inset of 0.25 on line 6 (R5).
    private static let warned = """
        environment:
          container: { width: 400, height: 800 }
          traits: { displayScale: 1 }
        layout:
          section:
            contentInsets: { top: 0.25 }
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(44) }
                subitems:
                  - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
        data:
          sections: [1]

        """

    /// Runs `complayout` with `arguments`, where `FILE` stands for `text` saved in a fresh folder.
    private func run(_ text: String, _ arguments: [String]) throws -> ProcessRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-diag-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("spec.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try complayout(arguments: arguments.map { $0 == "FILE" ? file.path : $0 })
    }

    private let warning = "the top inset of 0.25 is read as a fraction of the container's length, not as points: "
        + "UIKit reads insets between 0 and 0.5 as fractions (R5)"

    @Test func warningsPrintAndTheLayoutStillDoes() throws {
        let result = try run(Self.warned, ["eval", "FILE", "--format", "jsonl"])
        #expect(result.status == 0)
        // The header record, then the one element.
        #expect(result.output.split(separator: "\n").count == 2)
        #expect(result.errors.hasSuffix(":6:20: warning: \(warning) [fractional-inset]\n"
            + "    contentInsets: { top: 0.25 }\n                   ^~~~~~~~~~~~~\n"))
    }

    @Test func warningsAsErrorsFailWithStatusTwo() throws {
        for command in [["eval", "FILE"], ["query", "FILE", "--index-path", "0,0"], ["validate", "FILE"]] {
            let result = try run(Self.warned, command + ["--warnings-as-errors"])
            #expect(result.status == 2, "\(command)")
            #expect(result.output.isEmpty, "\(command)")
            #expect(result.errors.contains(": error: \(warning) [fractional-inset]"), "\(command)")
        }
        #expect(try run(Self.warned, ["validate", "FILE"]).status == 0)
    }

    @Test func validatePrintsNothingForACleanSpec() throws {
        let result = try complayout("validate", "Specs/examples/photo-grid.yaml", "Specs/examples/magazine.yaml")
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
    }

    @Test func jsonIsOneParsableObjectPerDiagnostic() throws {
        let result = try complayout(
            "validate", "--diagnostics-format", "json", "Specs/conformance/errors/three-mistakes.yaml", "no/such.yaml")
        #expect(result.status == 2)
        let objects = try result.errors.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["id"] as? String } == ["unknown-key", "negative-value", "invalid-value", "unreadable-file"])
        #expect(objects[0]["file"] as? String == "Specs/conformance/errors/three-mistakes.yaml")
        #expect(objects[0]["line"] as? Int == 10)
        #expect(objects[0]["column"] as? Int == 9)
        #expect(objects[0]["endColumn"] as? Int == 13)
        #expect(objects[3]["line"] is NSNull)
    }

    @Test func githubLinesAreWorkflowCommands() throws {
        let result = try complayout(
            "validate", "--diagnostics-format", "github", "Specs/conformance/errors/duplicate-element-kind.yaml")
        #expect(result.status == 2)
        #expect(result.errors == """
            ::error file=Specs/conformance/errors/duplicate-element-kind.yaml,line=16,col=25,endLine=16,endColumn=30,\
            title=duplicate-element-kind::element kind 'badge' is already used in this section; each supplementary \
            in a section needs its own kind%0Anote: first used here (Specs/conformance/errors/duplicate-element-kind.yaml:8:17)

            """)
        let missing = try complayout("check", "--diagnostics-format", "github", "no/such/folder")
        #expect(missing.status == 2)
        #expect(missing.errors == "::error file=no/such/folder,title=missing-path::no such file or folder\n")
    }

    @Test func colourOnlyWhenAsked() throws {
        let file = "Specs/conformance/errors/invalid-value.yaml"
        #expect(try complayout("validate", file).errors.contains("\u{1B}") == false)  // auto, not a terminal
        #expect(try complayout("validate", file, "--color", "never").errors.contains("\u{1B}") == false)
        let coloured = try complayout("validate", file, "--color", "always").errors
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(try complayout("validate", file, "--color", "sometimes").status == 2)
    }

    @Test func checkShowsTheErrorsOfACaseThatDoesNotLoad() throws {
        let broken = Self.warned.replacingOccurrences(of: "contentInsets: { top: 0.25 }", with: "contentInset: 4")
            + "expect: { elements: [] }\n"
        let result = try run(broken, ["check", "FILE", "--diagnostics-format", "json"])
        #expect(result.status == 1)
        #expect(result.output.contains("the file does not load: 6:5: error: unknown key 'contentInset' in section"))
        #expect(result.errors.contains("\"line\": 6, \"column\": 5"))
        #expect(result.errors.contains("\"id\": \"unknown-key\""))
    }
}
