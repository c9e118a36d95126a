import ComplayoutEngine
import ComplayoutModel
import Testing

/// `heights` and `widths` are another spelling of `sizes`: the same measured lengths give the same
/// elements, frame for frame, whichever form holds them — on a list row, a three-column grid, a
/// horizontal list and nested groups, with items measured, unmeasured, measured at their estimate
/// and, in the last instance, missing.
@Suite struct MeasuredLengthsEquivalenceTests {
    private static let shapes: [(name: String, layout: CompositionalLayout)] = [
        ("list row", layout(horizontal(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))]))),
        (
            "three-column grid",
            layout(
                horizontal(
                    .fractionalWidth(1), .estimated(50), [item(.fractionalWidth(1.0 / 3), .estimated(50))],
                    spacing: .fixed(4)), interGroupSpacing: 6)
        ),
        (
            "horizontal list",
            layout(
                vertical(.estimated(80), .fractionalHeight(1), [item(.estimated(80), .fractionalHeight(0.5))]),
                scroll: .horizontal)
        ),
        (
            "nested groups",
            layout(
                horizontal(
                    .fractionalWidth(1), .estimated(100),
                    [
                        item(.fractionalWidth(0.5), .estimated(100)),
                        .group(vertical(.fractionalWidth(0.5), .estimated(100), [item(.fractionalWidth(1), .estimated(50))])),
                    ]))
        ),
    ]

    @Test(arguments: 0..<shapes.count)
    func listsGiveTheFramesSizesGive(_ shape: Int) throws {
        let itemCount = 23
        // Lengths by item: every fifth unmeasured, every seventh at a typical estimate.
        let heights: [Double?] = (0..<20).map { $0 % 5 == 4 ? nil : $0 % 7 == 0 ? 50 : Double(20 + ($0 * 37) % 90) + 0.5 }
        let widths: [Double?] = (0..<itemCount).map { $0 % 3 == 1 ? Double(30 + $0 * 11 % 70) : nil }
        var sizes: [Int: MeasuredSize] = [:]
        for item in 0..<itemCount {
            let size = MeasuredSize(width: item < widths.count ? widths[item] : nil, height: item < heights.count ? heights[item] : nil)
            if size.width != nil || size.height != nil { sizes[item] = size }
        }
        let layout = Self.shapes[shape].layout
        let asSizes = DataSource(sections: [SectionData(itemCount: itemCount, sizes: sizes)])
        let asLists = DataSource(sections: [
            SectionData(itemCount: itemCount, heights: MeasuredLengths(heights), widths: MeasuredLengths(widths))
        ])
        // Half of each: heights from the list, widths from `sizes`.
        let mixed = DataSource(sections: [
            SectionData(
                itemCount: itemCount, sizes: sizes.compactMapValues { $0.width.map { MeasuredSize(width: $0) } },
                heights: MeasuredLengths(heights))
        ])
        let expected = try Evaluator().evaluate(layout, in: environment(), data: asSizes)
        // The measured lengths change the layout, so the comparison is not between two periodic ones.
        let unmeasured = try Evaluator().evaluate(layout, in: environment(), data: data(itemCount))
        #expect(expected.elements.map(\.frame) != unmeasured.elements.map(\.frame), "\(Self.shapes[shape].name)")
        for data in [asLists, mixed] {
            let result = try Evaluator().evaluate(layout, in: environment(), data: data)
            #expect(result.contentSize == expected.contentSize, "\(Self.shapes[shape].name)")
            #expect(Array(result.elements) == Array(expected.elements), "\(Self.shapes[shape].name)")
        }
    }

    @Test func aSwiftModelWithABadLengthIsRefused() {
        let layout = Self.shapes[0].layout
        for bad in [-1, Double.nan, .infinity] {
            let data = DataSource(sections: [SectionData(itemCount: 3, heights: MeasuredLengths([10, bad]))])
            #expect(throws: (any Error).self) { try Evaluator().evaluate(layout, in: environment(), data: data) }
        }
    }
}
