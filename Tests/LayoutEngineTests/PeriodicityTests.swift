import ComplayoutEngine
import ComplayoutModel
import Testing

/// Item i is slot i mod capacity of the group solution, in instance i div capacity (R19).
@Suite struct PeriodicityTests {
    @Test func aBillionItemsAnswerOneFrameDirectly() throws {
        let group = horizontal(.fractionalWidth(1), .fractionalWidth(0.25), [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let result = try Evaluator().evaluate(layout(group), in: environment(), data: data(1_000_000_000))
        // 4 per row of 100: item 999_999_999 is slot 3 of row 249_999_999.
        #expect(result.cellAttributes(section: 0, item: 999_999_999)?.frame == rect(300, 24_999_999_900, 100, 100))
        #expect(result.contentSize == Size(width: 400, height: 25_000_000_000))
        #expect(result.cellAttributes(section: 0, item: 1_000_000_000) == nil)
    }

    @Test func sectionsStackWithSpacing() throws {
        let group = horizontal(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])
        var spaced = layout(group)
        spaced.interSectionSpacing = 20
        let result = try Evaluator().evaluate(spaced, in: environment(), data: data(2, 0, 1))
        // Section 0: 0…100; spacing 20; section 1 (empty): 120…120; spacing 20; section 2: 140…190.
        #expect(result.cellFrames == [rect(0, 0, 400, 50), rect(0, 50, 400, 50), rect(0, 140, 400, 50)])
        #expect(result.contentSize.height == 190)
    }
}
