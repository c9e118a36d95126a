import Foundation
import Testing

/// `complayout transition`: E1's list (3 rows 44 high, 400 wide) turning into E2's grid of
/// 100 × 100 squares, with E1's data (3 items) and environment (400 × 800).
@Suite struct TransitionCommandTests {
    @Test func halfwayBetweenAListAndAGrid() throws {
        let run = try complayout(
            "transition", "Specs/conformance/examples/e01-plain-list.yaml",
            "Specs/conformance/examples/e02-grid-partial-row.yaml", "--progress", "0.5")
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["progress"] as? Double == 0.5)
        // Content height: (132 + 100) / 2 = 116.
        #expect(json["contentSize"] as? [String: Double] == ["width": 400, "height": 116])
        let elements = try #require(json["elements"] as? [[String: Any]])
        // Row i (0, 44i, 400, 44) → square i (100i, 0, 100, 100): halfway is (50i, 22i, 250, 72).
        let frames = elements.map { $0["frame"] as? [String: Double] }
        #expect(frames == [
            ["x": 0, "y": 0, "width": 250, "height": 72],
            ["x": 50, "y": 22, "width": 250, "height": 72],
            ["x": 100, "y": 44, "width": 250, "height": 72],
        ])
        #expect(elements.allSatisfy { $0["alpha"] as? Double == 1 })
    }

    @Test func progressOutsideTheRangeIsAUsageError() throws {
        let run = try complayout(
            "transition", "Specs/conformance/examples/e01-plain-list.yaml",
            "Specs/conformance/examples/e02-grid-partial-row.yaml", "--progress", "1.5")
        #expect(run.status == 2)
        #expect(run.errors.contains("--progress must be a number from 0 to 1"))
    }
}
