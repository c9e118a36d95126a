import ComplayoutTestSupport
import Testing

/// `inset-on-estimated-axis` (R30) and `fractional-inset` (R5).
@Suite struct InsetCheckTests {
    @Test func insetsOnAnEstimatedAxisAreIgnored() {
        let source = MarkedSource(spec(section: """
            group:
              vertical:
                size: { width: fractionalWidth(1), height: estimated(100) }
                subitems:
                  - item:
                      size: { width: fractionalWidth(1), height: estimated(44) }
                      contentInsets: 1️⃣{ top: 4, leading: 8, bottom: 4 }
            """))
        #expect(lintLines(source) == [
            "1️⃣ [inset-on-estimated-axis] the top and bottom insets are ignored: UIKit ignores an item's content "
                + "insets on an estimated axis, and this item's height is estimated (R30)"
        ])
    }

    @Test func bothAxesEstimated() {
        let source = MarkedSource(spec(section: """
            group:
              horizontal:
                size: { width: estimated(100), height: estimated(100) }
                subitems:
                  - item:
                      size: { width: estimated(50), height: estimated(44) }
                      contentInsets: 1️⃣3
            """))
        #expect(lintLines(source) == [
            "1️⃣ [inset-on-estimated-axis] the top, leading, bottom and trailing insets are ignored: UIKit ignores "
                + "an item's content insets on an estimated axis, and this item's width and height are estimated (R30)"
        ])
    }

    @Test func insetsOnAnAbsoluteOrFractionalAxisCount() {
        let source = MarkedSource(spec(section: """
            group:
              vertical:
                size: { width: fractionalWidth(1), height: estimated(100) }
                subitems:
                  - item:
                      size: { width: fractionalWidth(1), height: estimated(44) }
                      contentInsets: { leading: 8, trailing: 8 }
                  - item:
                      size: { width: fractionalWidth(1), height: absolute(44) }
                      contentInsets: 4
            """))
        #expect(lintLines(source) == [])
    }

    @Test func sectionInsetsBelowHalfAreFractions() {
        let source = MarkedSource(spec(section: """
            contentInsets: 1️⃣{ top: 10, leading: 0.25, trailing: 0.25 }
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(44) }
                subitems:
                  - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            """))
        #expect(lintLines(source) == [
            "1️⃣ [fractional-inset] the leading and trailing insets of 0.25 are read as a fraction of the container's "
                + "length, not as points: UIKit reads insets between 0 and 0.5 as fractions (R5)"
        ])
    }

    @Test func groupInsetsFromHalfToOneArePointsSinceIOS17() {
        let source = MarkedSource(spec(section: """
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(44) }
                contentInsets: 1️⃣{ top: 0.75, bottom: 0.1 }
                subitems:
                  - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            """))
        #expect(lintLines(source) == [
            "1️⃣ [fractional-inset] the top inset of 0.75 is read as points here, as iOS 17 and later do, but "
                + "earlier versions read insets below 1 as fractions of the group's length (R5)",
            "1️⃣ [fractional-inset] the bottom inset of 0.1 is read as a fraction of the group's length, not as "
                + "points: UIKit reads insets between 0 and 0.5 as fractions (R5)",
        ])
    }

    @Test func wholeInsetsAndItemInsetsAreNotFractions() {
        // R5 applies to containers (sections, groups) only: an item's 0.5 is half a point.
        let source = MarkedSource(spec(section: """
            contentInsets: { top: 0, leading: 1, trailing: 16 }
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(44) }
                contentInsets: 1
                subitems:
                  - item:
                      size: { width: fractionalWidth(1), height: fractionalHeight(1) }
                      contentInsets: 0.5
            """))
        #expect(lintLines(source) == [])
    }
}
