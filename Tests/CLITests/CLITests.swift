import Foundation
import ComplayoutTestSupport
import Testing

/// Runs the `complayout` binary built beside the test bundle, in the package root.
func complayout(_ arguments: String...) throws -> ProcessRun {
    try ProcessRun.complayout(arguments: arguments)
}

/// Runs the `complayout` binary with `arguments`.
func complayout(arguments: [String]) throws -> ProcessRun {
    try ProcessRun.complayout(arguments: arguments)
}

/// The command line end to end: output, diagnostics and the contract's exit codes.
@Suite struct CLITests {
    @Test func evalPrintsTheContractJSON() throws {
        let run = try complayout("eval", "Specs/conformance/examples/e01-plain-list.yaml")
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["formatVersion"] as? Int == 1)
        let size = try #require(json["contentSize"] as? [String: Double])
        #expect(size == ["width": 400, "height": 132])
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(elements.count == 3)
        #expect(elements[1]["indexPath"] as? [Int] == [0, 1])
        #expect(elements[1]["frame"] as? [String: Double] == ["x": 0, "y": 44, "width": 400, "height": 44])
        #expect(elements[1]["category"] as? String == "cell")
        #expect(elements[1]["kind"] == nil)
    }

    @Test func evalOverridesTheContainer() throws {
        let run = try complayout("eval", "Specs/conformance/examples/e01-plain-list.yaml", "--width", "300", "--format", "jsonl")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.first == #"{ "formatVersion": 1, "contentSize": { "width": 300, "height": 132 } }"#)
        #expect(run.output.contains("\"width\": 300, \"height\": 44"))
    }

    @Test func tableIsAlignedForPeople() throws {
        let run = try complayout("eval", "Specs/conformance/examples/e01-plain-list.yaml", "--format", "table")
        #expect(run.status == 0)
        #expect(
            run.output == """
                content size: 400 × 132
                element  kind  index path  x   y  width  height  z
                cell           0,0         0   0    400      44  0
                cell           0,1         0  44    400      44  0
                cell           0,2         0  88    400      44  0

                """)
    }

    @Test func checkEndsWithTheCountsAndExitsOneOnFailure() throws {
        let passing = try complayout("check", "Specs/conformance/examples")
        #expect(passing.status == 0)
        #expect(passing.output.hasSuffix(" passed, 0 failed\n"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-cli-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try String(
            contentsOf: packageRoot.appendingPathComponent("Specs/conformance/examples/e01-plain-list.yaml"),
            encoding: .utf8)
        let wrong = directory.appendingPathComponent("wrong.yaml")
        try original.replacingOccurrences(of: "height: 132", with: "height: 133").write(
            to: wrong, atomically: true, encoding: .utf8)
        let failing = try complayout("check", wrong.path)
        #expect(failing.status == 1)
        #expect(failing.output.contains("contentSize: expected (400, 133), got (400, 132)"))
        #expect(failing.output.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test func validateReportsEveryMistakeWithItsPosition() throws {
        let run = try complayout("validate", "Specs/conformance/errors/three-mistakes.yaml")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        let headlines = run.errors.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(headlines.count == 3)
        #expect(headlines.first?.hasPrefix("Specs/conformance/errors/three-mistakes.yaml:10:9: error: unknown key 'sise'") == true)
        #expect(run.errors.contains("^~~~"))
    }

    @Test func anEngineErrorIsPositionedToo() throws {
        let run = try complayout("eval", "Specs/conformance/errors/engine-item-wider-than-group.yaml")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Specs/conformance/errors/engine-item-wider-than-group.yaml:13:7: error: this group cannot fit even a single item"))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try complayout("eval").status == 2)
        #expect(try complayout("eval", "x.yaml", "--format", "xml").status == 2)
        #expect(try complayout("frobnicate").status == 2)
        #expect(try complayout("eval", "no/such/file.yaml").status == 2)
        #expect(try complayout("query", "Specs/examples/photo-grid.yaml").status == 2)
    }

    @Test func helpShowsRealExamples() throws {
        let run = try complayout("--help")
        #expect(run.status == 0)
        #expect(run.output.contains("complayout eval Specs/examples/photo-grid.yaml --format table"))
    }

    @Test func passSelectsTheInitialOrTheFinalLayout() throws {
        let file = "Specs/conformance/self-sizing/e18-estimated-heights.yaml"
        let initial = try complayout("eval", file, "--pass", "initial", "--format", "table")
        #expect(initial.status == 0)
        #expect(initial.output.hasPrefix("content size: 400 × 132\n"))
        #expect(initial.output.contains("cell           0,1         0  44    400      44  0"))
        let final = try complayout("eval", file, "--format", "table")
        #expect(final.output.hasPrefix("content size: 400 × 134\n"))
        #expect(final.output.contains("cell           0,1         0  60    400      30  0"))
        #expect(try complayout("eval", file, "--pass", "final", "--format", "table").output == final.output)
        let query = try complayout("query", file, "--index-path", "0,2", "--pass", "initial")
        #expect(query.status == 0)
        #expect(query.output.contains("\"x\": 0, \"y\": 88, \"width\": 400, \"height\": 44"))
        #expect(try complayout("eval", file, "--pass", "second").status == 2)
    }

    @Test func queryAnswersFromABillionItems() throws {
        let run = try complayout("query", "Specs/examples/billion-items.yaml", "--index-path", "0,999999999")
        #expect(run.status == 0)
        #expect(run.output.contains("\"indexPath\": [0, 999999999]"))
    }
}
