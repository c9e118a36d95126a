import ComplayoutTestSupport
import Testing

/// `fractions-exceed-group` (R14).
@Suite struct FractionSumCheckTests {
    @Test func fractionsPastTheWholeGroupLeaveSubitemsOut() {
        let source = MarkedSource(spec(section: """
            group:
              1️⃣horizontal:
                size: { width: fractionalWidth(1), height: absolute(44) }
                subitems:
                  - item: { size: { width: fractionalWidth(0.6), height: fractionalHeight(1) } }
                  - item: 2️⃣{ size: { width: fractionalWidth(0.5), height: fractionalHeight(1) } }
            """))
        #expect(lintLines(source) == [
            "1️⃣ [fractions-exceed-group] the fractional widths of this group's subitems add up to 1.1, more than "
                + "the whole group: a group holds its subitems only while the next one fits (R14), so the ones "
                + "that do not fit never appear",
            "  note 2️⃣ this subitem does not fit after the ones before it",
        ])
    }

    @Test func aNestedVerticalGroupIsCheckedToo() {
        let source = MarkedSource(spec(section: """
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(200) }
                subitems:
                  - group:
                      1️⃣vertical:
                        size: { width: fractionalWidth(0.5), height: fractionalHeight(1) }
                        subitems:
                          - item: { size: { width: fractionalWidth(1), height: fractionalHeight(0.7) } }
                          - item: { size: { width: fractionalWidth(1), height: fractionalHeight(0.7) } }
            """))
        #expect(lintLines(source).first?.hasPrefix(
            "1️⃣ [fractions-exceed-group] the fractional heights of this group's subitems add up to 1.4") == true)
    }

    @Test func fractionsThatFitOrDoNotMeasureTheAxisAreFine() {
        let source = MarkedSource(spec(section: """
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(100) }
                subitems:
                  - item: { size: { width: fractionalWidth(0.5), height: fractionalHeight(1) } }
                  - item: { size: { width: fractionalWidth(0.5), height: fractionalHeight(1) } }
                  - item: { size: { width: fractionalHeight(0.9), height: fractionalHeight(1) } }
            """))
        #expect(lintLines(source) == [])
    }
}
