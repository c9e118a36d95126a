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

/// `complayout render A --transition B`: five pictures of the transition from E9 (a list under a
/// header, over a footer) to E1's plain list, with E9's data (2 items) and environment (400 × 800).
@Suite struct TransitionStripTests {
    @Test func fivePanelsWithInterpolatedFramesAndFadingSupplementaries() throws {
        let run = try complayout(
            "render", "Specs/conformance/examples/e09-header-footer.yaml", "--transition",
            "Specs/conformance/examples/e01-plain-list.yaml")
        #expect(run.status == 0)
        for progress in ["0", "0.25", "0.5", "0.75", "1"] {
            #expect(run.output.contains(">progress \(progress)<"))
        }
        // Cell 0 moves from E9's (16, 60, 368, 60) to E1's (0, 0, 400, 44); a quarter of the way:
        // x 16 − 16/4 = 12, y 60 − 60/4 = 45, width 368 + 32/4 = 376, height 60 − 16/4 = 56.
        #expect(run.output.contains("cell [0, 0] (12, 45, 376, 56) z 0"))
        // E1 has no header or footer: they keep E9's frames and fade, alpha 1 − progress.
        #expect(run.output.contains("opacity=\"0.75\""))
        #expect(run.output.contains("opacity=\"0.25\""))
        #expect(run.output.contains("supplementary &quot;footer&quot; [0, 0] (16, 190, 368, 30) z 1"))
    }

    @Test func aStripIsOnePicture() throws {
        let run = try complayout(
            "render", "Specs/conformance/examples/e09-header-footer.yaml", "--transition",
            "Specs/conformance/examples/e01-plain-list.yaml", "--environments")
        #expect(run.status == 2)
        #expect(run.errors.contains("--transition draws one strip"))
    }
}
