import Foundation
import Testing

/// `complayout scroll-targets` end to end, on Specs/examples/carousels.yaml.
///
/// Section 0 (390 wide, @3x): cards 0.8 × 390 = 312 wide (R8), insets 20, spacing 10, 6 cards.
/// Content 20 + 6 × 312 + 5 × 10 + 20 = 1962, viewport 390, max offset 1572. Group paging rests at
/// k × 322 below 1572 — 0, 322, 644, 966, 1288 — then at the end, 1572.
@Suite struct ScrollTargetsCLITests {
    @Test func jsonListsTheRestingOffsets() throws {
        let run = try complayout("scroll-targets", "Specs/examples/carousels.yaml", "--section", "0")
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["behavior"] as? String == "groupPaging")
        #expect(json["axis"] as? String == "horizontal")
        #expect(json["contentLength"] as? Double == 1962)
        #expect(json["offsetRange"] as? [String: Double] == ["min": 0, "max": 1572])
        #expect(json["restingOffsets"] as? [Double] == [0, 322, 644, 966, 1288, 1572])
        #expect(json["release"] == nil)
    }

    @Test func aReleaseMovesOnePage() throws {
        // 100 + 0.499 × 800 = 499.2 (499.333 on the @3x grid): between 0 and 322, nearer 322.
        let run = try complayout(
            "scroll-targets", "Specs/examples/carousels.yaml", "--section", "0", "--offset", "100", "--velocity", "800",
            "--format", "table")
        #expect(run.status == 0)
        #expect(
            run.output == """
                section           0, scrolls along x
                behavior          groupPaging
                viewport length   390
                content length    1962
                offset range      0 … 1572
                resting offsets   0, 322, 644, 966, 1288, 1572
                released at       100, 800 pt/s
                projected offset  499.333
                rests at          322

                """)
    }

    @Test func aNegativeVelocityNeedsNoEqualsSign() throws {
        // Section 1 pages by the 390-point screen over 3 × 390: pages 0, 390, 780. From 500 backwards:
        // behind 780, ahead 390; 500 − 499 = 1 is nearer 390.
        let run = try complayout(
            "scroll-targets", "Specs/examples/carousels.yaml", "--section", "1", "--offset", "500", "--velocity", "-1000")
        #expect(run.status == 0)
        #expect(run.output.contains("\"restingOffsets\": [0, 390, 780]"))
        #expect(run.output.contains("\"restingOffset\": 390 }"))
    }

    @Test func aSectionThatDoesNotScrollOrthogonallyIsAnError() throws {
        let run = try complayout("scroll-targets", "Specs/examples/carousels.yaml", "--section", "2")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errors.hasPrefix(
                "Specs/examples/carousels.yaml:26:7: error: section 2 does not scroll orthogonally "
                    + "(its orthogonalScrollingBehavior is none), so it has no scroll targets [section-not-orthogonal]"))
        let missing = try complayout("scroll-targets", "Specs/examples/carousels.yaml", "--section", "3")
        #expect(missing.status == 2)
        #expect(
            missing.errors
                == "Specs/examples/carousels.yaml: error: the layout has no section 3; its sections are numbered 0 to 2 [no-such-section]\n"
        )
        #expect(try complayout("scroll-targets", "Specs/examples/carousels.yaml").status == 2)
    }
}
