import ComplayoutEngine
import ComplayoutModel
import Testing

@Suite struct BoundaryTests {
    @Test func headerAndFooterFollowInsets() throws {
        var section = LayoutSection(group: horizontal(.fractionalWidth(1), .absolute(60), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = DirectionalInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), alignment: .top),
            BoundarySupplementaryItem(elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .bottom),
        ]
        let result = try Evaluator().evaluate(CompositionalLayout(sections: .uniform(.section(section))), in: environment(), data: data(2))
        let all = Array(result.elements)
        print(all)
        #expect(all.map(\.frame) == [rect(16, 60, 368, 60), rect(16, 120, 368, 60), rect(16, 190, 368, 30), rect(16, 0, 368, 50)])
        #expect(result.contentSize == Size(width: 400, height: 220))
    }
}
