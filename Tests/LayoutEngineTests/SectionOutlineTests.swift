import ComplayoutEngine
import ComplayoutModel
import Testing

/// Section outlines: frames as elements report them, and the row an orthogonal section scrolls in.
@Suite struct SectionOutlineTests {
    /// Two stacked sections of 100-point rows, 10 apart, with top and bottom insets of 5.
    @Test func stackedSectionsFollowEachOther() throws {
        var spaced = layout(
            horizontal(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(1), .fractionalHeight(1))]),
            insets: DirectionalInsets(top: 5, bottom: 5))
        spaced.interSectionSpacing = 10
        let result = try Evaluator().evaluate(spaced, in: environment(), data: data(2, 1))
        // Section 0: 5 + 2 × 100 + 5 = 210 tall; section 1 starts at 210 + 10 = 220, 5 + 100 + 5 = 110 tall.
        #expect(
            result.sectionOutlines == [
                SectionOutline(index: 0, frame: rect(0, 0, 400, 210)),
                SectionOutline(index: 1, frame: rect(0, 220, 400, 110)),
            ])
    }

    /// R52, D10: five 120 × 40 items, two per 120 × 80 group, three groups 8 apart, insets 16 on the
    /// row's ends, scrolled by 150.
    @Test(arguments: [InterfaceDirection.leftToRight, .rightToLeft])
    func orthogonalRowSpansEveryGroupAtItsOffset(direction: InterfaceDirection) throws {
        var section = LayoutSection(
            group: vertical(.absolute(120), .absolute(80), [item(.fractionalWidth(1), .fractionalHeight(0.5))]))
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = DirectionalInsets(leading: 16, trailing: 16)
        section.interGroupSpacing = 8
        var environment = environment()
        environment.orthogonalOffsets = [0: Point(x: 150, y: 0)]
        environment.layoutDirection = direction
        let result = try Evaluator().evaluate(
            CompositionalLayout(sections: .uniform(.section(section))), in: environment, data: data(5))
        // Row: 16 + 3 × 120 + 2 × 8 + 16 = 408 long, starting at −150; one group (80) tall.
        // Right to left it is mirrored over the content width 400: x = 400 − (−150) − 408 = 142.
        let x: Double = direction == .leftToRight ? -150 : 142
        #expect(
            result.sectionOutlines == [
                SectionOutline(index: 0, frame: rect(0, 0, 400, 80), scrollingContent: rect(x, 0, 408, 80))
            ])
    }
}
