import ComplayoutTestSupport
import Testing

/// `count-cannot-fit` (R17, R18) and `overlapping-items` (R20).
@Suite struct GroupContentCheckTests {
    @Test func countWhoseGapsTakeTheWholeGroup() {
        // 11 items in 100 points with fixed(10): 10 gaps take all 100 points (R17).
        let source = MarkedSource(spec(section: """
            group:
              1️⃣horizontal:
                size: { width: absolute(100), height: absolute(44) }
                interItemSpacing: fixed(10)
                count: 11
                subitems:
                  - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            """))
        #expect(lintLines(source) == [
            "1️⃣ [count-cannot-fit] 'count: 11' does not fit this group: its 10 gaps of 10 points take 100 of its "
                + "100 points along the horizontal axis, leaving no room for the items (R17)"
        ])
    }

    @Test func repeatThatOverflowsItsGroup() {
        // 3 × 50 + 2 × 5 = 160 points in a 100-point group (R18).
        let source = MarkedSource(spec(section: """
            group:
              1️⃣horizontal:
                size: { width: absolute(100), height: absolute(44) }
                interItemSpacing: fixed(5)
                repeat: 3
                subitems:
                  - item: 2️⃣{ size: { width: absolute(50), height: fractionalHeight(1) } }
            """))
        #expect(lintLines(source) == [
            "1️⃣ [count-cannot-fit] 'repeat: 3' does not fit this group: the 3 copies need 160 points along its "
                + "horizontal axis and it has 100, so the last ones overflow it (R18)",
            "  note 2️⃣ the repeated subitem is defined here",
        ])
    }

    @Test func countAndRepeatThatFit() {
        // count: 4 with fixed(10) in 100: items of 17.5; repeat: 2 × 45 + 10 = 100 exactly.
        let source = MarkedSource(spec(section: """
            group:
              vertical:
                size: { width: fractionalWidth(1), height: absolute(200) }
                subitems:
                  - group:
                      horizontal:
                        size: { width: absolute(100), height: absolute(50) }
                        interItemSpacing: fixed(10)
                        count: 4
                        subitems:
                          - item: { size: { width: absolute(1), height: fractionalHeight(1) } }
                  - group:
                      horizontal:
                        size: { width: absolute(100), height: absolute(50) }
                        interItemSpacing: fixed(10)
                        repeat: 2
                        subitems:
                          - item: { size: { width: absolute(45), height: fractionalHeight(1) } }
            """))
        #expect(lintLines(source) == [])
    }

    @Test func overlappingFramesWithTheSameZIndex() {
        let source = MarkedSource(spec(section: """
            group:
              custom:
                size: { width: fractionalWidth(1), height: absolute(200) }
                frames:
                  - 1️⃣{ x: 0, y: 0, width: absolute(100), height: absolute(100) }
                  - { x: 100, y: 0, width: absolute(100), height: absolute(100) }
                  - 2️⃣{ x: 50, y: 50, width: absolute(100), height: absolute(100) }
                  - { x: 60, y: 60, width: absolute(20), height: absolute(20), zIndex: 1 }
            """))
        #expect(lintLines(source) == [
            "2️⃣ [overlapping-items] this frame overlaps an earlier frame of its custom group by 50 × 50 points, "
                + "and both have zIndex 0; give the one on top a higher zIndex if the overlap is meant",
            "  note 1️⃣ the earlier frame is defined here",
        ])
    }

    @Test func framesThatTouchOrStackByZIndexAreFine() {
        let source = MarkedSource(spec(section: """
            group:
              custom:
                size: { width: fractionalWidth(1), height: absolute(200) }
                frames:
                  - { x: 0, y: 0, width: fractionalWidth(0.5), height: absolute(100) }
                  - { x: 200, y: 0, width: fractionalWidth(0.5), height: absolute(100) }
                  - { x: 0, y: 100, width: absolute(400), height: absolute(100) }
                  - { x: 10, y: 10, width: absolute(20), height: absolute(20), zIndex: 2 }
            """))
        #expect(lintLines(source) == [])
    }

    @Test func aLongColumnOfTouchingFramesHasNoOverlap() {
        // 5,000 frames, each touching the next: the search sweeps along y, where they crowd least.
        let frames = (0..<5_000).map { "      - { x: 0, y: \($0 * 2), width: absolute(10), height: absolute(2) }" }
        let source = MarkedSource(spec(section: """
            group:
              custom:
                size: { width: fractionalWidth(1), height: absolute(10000) }
                frames:
            \(frames.joined(separator: "\n"))
            """, items: 5_000))
        #expect(lintLines(source) == [])
    }
}
