import Foundation
import ComplayoutTestSupport
import Testing

/// `complayout explain` end to end: the text the library writes, JSON, and the errors.
@Suite struct ExplainCommandTests {
    @Test func printsTheExplanationOfACell() throws {
        let run = try complayout("explain", "Specs/examples/photo-grid.yaml", "--index-path", "0,7")
        #expect(run.status == 0)
        let golden = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/ExplanationTests/Goldens/photo-grid-cell.txt"),
            encoding: .utf8)
        #expect(run.output == golden)
        #expect(run.errors.isEmpty)
    }

    @Test func jsonEndsAtTheFrameEvalReports() throws {
        let run = try complayout(
            "explain", "Specs/examples/item-badges.yaml", "--index-path", "0,5", "--kind", "badge", "--format", "json")
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let query = try complayout(
            "query", "Specs/examples/item-badges.yaml", "--index-path", "0,5", "--kind", "badge")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(query.output.utf8)) as? [String: Any])
        let element = try #require((answer["elements"] as? [[String: Any]])?.first)
        #expect(json["frame"] as? [String: Double] == element["frame"] as? [String: Double])
        #expect(json["zIndex"] as? Int == element["zIndex"] as? Int)
        let stages = try #require(json["stages"] as? [[String: Any]])
        #expect(
            stages.map { $0["title"] as? String } == [
                "collection view", "section 0", "root group, horizontal", "item", "supplementary badge", "frame",
            ])
        let badge = try #require(stages.first { $0["title"] as? String == "supplementary badge" })
        let source = try #require(badge["source"] as? [String: Any])
        #expect(source["file"] as? String == "Specs/examples/item-badges.yaml")
        #expect(source["line"] as? Int == 26 && source["column"] as? Int == 19)
        #expect((json["rules"] as? [String])?.contains("R48") == true)
    }

    @Test func followsTheContainerAndPassOptions() throws {
        let run = try complayout(
            "explain", "Specs/conformance/self-sizing/row-takes-tallest-cell.yaml", "--index-path", "0,1", "--pass",
            "initial", "--width", "600")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("cell [0, 1]: (100, 0, 100, 40), zIndex 0\n"))
        #expect(run.output.contains("  size: 600 × 600  (R6)\n"))
        #expect(!run.output.contains("measured"))
    }

    @Test func anElementTheLayoutDoesNotHaveIsAnError() throws {
        let run = try complayout("explain", "Specs/examples/photo-grid.yaml", "--index-path", "0,8")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errors.contains(
                "Specs/examples/photo-grid.yaml: error: the layout has no cell [0, 8] [no-such-element]"))
    }

    @Test func aLayoutItemNeedsItsKind() throws {
        let run = try complayout("explain", "Specs/examples/photo-grid.yaml", "--index-path", "0")
        #expect(run.status == 2)
        #expect(run.errors.contains("--index-path K names a layout-level boundary item: give its --kind"))
    }

    @Test func anInvalidSpecReportsItsErrors() throws {
        let run = try complayout(
            "explain", "Specs/conformance/errors/engine-no-room-insets.yaml", "--index-path", "0,0")
        #expect(run.status == 2)
        #expect(run.errors.contains("[group-no-room]"))
    }
}
