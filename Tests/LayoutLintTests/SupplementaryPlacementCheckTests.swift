import ComplayoutTestSupport
import Testing

/// `supplementary-outside-section`.
@Suite struct SupplementaryPlacementCheckTests {
    /// A badge on each item, pushed up and out by a negative fractional offset.
    private let badgedGroup = """
        group:
          horizontal:
            size: { width: fractionalWidth(1), height: absolute(100) }
            subitems:
              - item:
                  size: { width: fractionalWidth(0.5), height: fractionalHeight(1) }
                  supplementaryItems:
                    - 1️⃣kind: badge
                      size: { width: absolute(20), height: absolute(20) }
                      containerAnchor: { edges: [top, trailing], fractionalOffset: { x: 0.5, y: -0.5 } }
        """

    @Test func aBadgeAboveTheFirstRow() {
        // The badge's centre sits on the item's top-trailing corner: 10 points above y = 0 and, for
        // the second item in each row, 10 points past x = 400.
        #expect(lintLines(MarkedSource(spec(section: badgedGroup))) == [
            "1️⃣ [supplementary-outside-section] supplementary 'badge' reaches outside its section, 10 points past "
                + "its top edge and 10 points past its trailing edge; it covers what lies beyond (give the section "
                + "content insets, or change the offset)"
        ])
    }

    @Test func sectionInsetsMakeRoom() {
        let body = "contentInsets: 10\n" + badgedGroup.replacingOccurrences(of: "1️⃣", with: "")
        #expect(lintLines(MarkedSource(spec(section: body))) == [])
    }

    @Test func aBoundaryItemMovedOutByItsOffset() {
        let source = MarkedSource(spec(section: """
            boundarySupplementaryItems:
              - 1️⃣kind: header
                alignment: top
                extendsBoundary: false
                absoluteOffset: { x: 0, y: -30 }
                size: { width: fractionalWidth(1), height: absolute(40) }
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(100) }
                subitems:
                  - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            """))
        #expect(lintLines(source) == [
            "1️⃣ [supplementary-outside-section] supplementary 'header' reaches outside its section, 30 points "
                + "past its top edge; it covers what lies beyond (give the section content insets, or change the offset)"
        ])
    }

    @Test func anOrthogonalSectionScrollsItsBadgesAcross() {
        // Items run past the container's width in an orthogonal section; their badges with them,
        // which is fine. Along the scroll axis the badges stay inside the insets.
        let source = MarkedSource(spec(section: """
            orthogonalScrollingBehavior: continuous
            contentInsets: { top: 10 }
            group:
              horizontal:
                size: { width: absolute(300), height: absolute(100) }
                subitems:
                  - item:
                      size: { width: fractionalWidth(1), height: fractionalHeight(1) }
                      supplementaryItems:
                        - kind: badge
                          size: { width: absolute(20), height: absolute(20) }
                          containerAnchor: { edges: [top, trailing], fractionalOffset: { x: 0.5, y: -0.5 } }
            """))
        #expect(lintLines(source) == [])
    }
}
