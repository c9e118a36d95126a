import ComplayoutEngine
import ComplayoutModel
import Testing

/// Queries on self-sized sections answer what full evaluation gives: index paths and rectangles,
/// for layouts the conformance cases do not reach (orthogonal sections, badges, a centred root).
@Suite struct SelfSizedQueryTests {
    /// A vertical list whose root group is estimated in width and centred by flexible edges (R27):
    /// a measured instance is centred at its own width.
    @Test func aCentredRootIsCentredAtItsMeasuredWidth() throws {
        var group = horizontal(.estimated(200), .absolute(50), [item(.estimated(200), .fractionalHeight(1))])
        group.edgeSpacing = EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
        var data = data(3)
        data.sections[0].sizes = [1: MeasuredSize(width: 300)]
        let result = try Evaluator().evaluate(layout(group), in: environment(), data: data)
        // Unmeasured rows: (400 − 200) / 2 = 100; row 1 is 300 wide: (400 − 300) / 2 = 50.
        #expect(result.cellFrames == [rect(100, 0, 200, 50), rect(50, 50, 300, 50), rect(100, 100, 200, 50)])
        try expectQueriesMatch(result)
    }

    @Test(arguments: LayoutAxis.allCases)
    func badgesHeadersAndNestedGroups(_ scroll: LayoutAxis) throws {
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: SupplementaryAnchor(edges: [.top, .trailing]))
        var cell = LayoutItem(size: LayoutSize(width: .estimated(60), height: .estimated(60)))
        cell.supplementaryItems = [badge]
        // Rows across the scroll axis of nested pairs of cells, everything estimated but the row's
        // cross length.
        let pair = LayoutGroup(
            size: LayoutSize(width: .estimated(60), height: .estimated(130)),
            kind: .stack(scroll.cross, .repeating([.item(cell), .item(cell)])), interItemSpacing: .fixed(10))
        let rowSize =
            scroll == .vertical
            ? LayoutSize(width: .fractionalWidth(1), height: .estimated(130))
            : LayoutSize(width: .estimated(130), height: .fractionalHeight(1))
        let row = LayoutGroup(
            size: rowSize, kind: .stack(scroll.cross, .repeating([.group(pair)])), interItemSpacing: .fixed(5))
        var section = LayoutSection(group: row)
        section.interGroupSpacing = 7
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)),
                alignment: .top)
        ]
        var sizes: [Int: MeasuredSize] = [:]
        for item in stride(from: 3, to: 400, by: 17) {
            sizes[item] = MeasuredSize(width: Double(40 + item % 50), height: Double(30 + item % 70))
        }
        let data = DataSource(sections: [
            SectionData(itemCount: 400, sizes: sizes, supplementarySizes: ["header": MeasuredSize(height: 45)])
        ])
        let layout = CompositionalLayout(scrollDirection: scroll, sections: .uniform(.section(section)))
        let result = try Evaluator().evaluate(layout, in: environment(), data: data)
        try expectQueriesMatch(result)
    }

    @Test func orthogonalSectionsStayConsistent() throws {
        let group = horizontal(.estimated(100), .estimated(80), [item(.estimated(100), .estimated(80))])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        var data = data(40)
        data.sections[0].sizes = [2: MeasuredSize(width: 150, height: 120), 9: MeasuredSize(width: 60, height: 40)]
        let result = try Evaluator().evaluate(
            CompositionalLayout(sections: .uniform(.section(section))), in: environment(), data: data)
        try expectQueriesMatch(result)
    }

    /// Every element is found by its key, and every rectangle of a grid of them finds exactly the
    /// elements whose frames overlap it.
    private func expectQueriesMatch(_ result: EvaluatedLayout) throws {
        let all = Array(result.elements)
        for element in all {
            #expect(result.attributes(for: element.key) == element, "\(element.key)")
        }
        let size = result.contentSize
        for x in stride(from: -20.0, to: size.width + 20, by: 97) {
            for y in stride(from: -20.0, to: size.height + 20, by: 89) {
                for extent in [1.0, 60, 300] {
                    let query = rect(x, y, extent, extent * 1.5)
                    #expect(result.elements(in: query) == all.filter { $0.frame.intersects(query) }, "rect \(query)")
                }
            }
        }
    }
}
