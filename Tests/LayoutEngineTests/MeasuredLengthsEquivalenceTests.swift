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

    /// Item `item`'s measured height: every fifth unmeasured, every seventh at the grid's estimate.
    private static func height(_ item: Int) -> Double? {
        if item % 5 == 4 { return nil }
        if item % 7 == 0 { return 50 }
        let length: Int = 20 + (item * 37) % 90
        return Double(length) + 0.5
    }

    /// Item `item`'s measured width: every third item's.
    private static func width(_ item: Int) -> Double? {
        guard item % 3 == 1 else { return nil }
        let length: Int = 30 + (item * 11) % 70
        return Double(length)
    }

    @Test(arguments: 0..<shapes.count)
    func listsGiveTheFramesSizesGive(_ shape: Int) throws {
        let itemCount = 23
        let heights = (0..<20).map(Self.height)
        let widths = (0..<itemCount).map(Self.width)
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

    /// A run of instances every one of which measured another length, read from the list where it
    /// is (`InstanceSolutions`' rows reading the data): the same elements, frames and content size
    /// as the same lengths in `sizes`, with unmeasured items before and after the run and a
    /// partial last instance.
    @Test(arguments: 0..<3)
    func aRunReadFromTheListGivesTheFramesSizesGive(_ shape: Int) throws {
        let itemCount = 26
        let horizontal = shape == 2
        let lengths: [Double?] = (0..<itemCount).map { (item: Int) -> Double? in
            guard item >= 3, item <= 22 else { return nil }
            let whole: Int = 51 + (item * 37) % 90
            return Double(whole) + (item % 2 == 0 ? 0.5 : 0.25)
        }
        var sizes: [Int: MeasuredSize] = [:]
        for (item, length) in lengths.enumerated() {
            if let length { sizes[item] = horizontal ? MeasuredSize(width: length) : MeasuredSize(height: length) }
        }
        let list = MeasuredLengths(lengths)
        let layout = Self.shapes[shape].layout
        let expected = try Evaluator().evaluate(
            layout, in: environment(), data: DataSource(sections: [SectionData(itemCount: itemCount, sizes: sizes)]))
        let result = try Evaluator().evaluate(
            layout, in: environment(),
            data: DataSource(sections: [
                horizontal
                    ? SectionData(itemCount: itemCount, widths: list) : SectionData(itemCount: itemCount, heights: list)
            ]))
        #expect(result.contentSize == expected.contentSize, "\(Self.shapes[shape].name)")
        #expect(Array(result.elements) == Array(expected.elements), "\(Self.shapes[shape].name)")
        var frames: [Rect] = []
        var expectedFrames: [Rect] = []
        result.writeFrames(into: &frames)
        expected.writeFrames(into: &expectedFrames)
        #expect(frames == expectedFrames, "\(Self.shapes[shape].name)")
    }

    @Test func aSwiftModelWithABadLengthIsRefused() {
        let layout = Self.shapes[0].layout
        for bad in [-1, Double.nan, .infinity] {
            let data = DataSource(sections: [SectionData(itemCount: 3, heights: MeasuredLengths([10, bad]))])
            #expect(throws: (any Error).self) { try Evaluator().evaluate(layout, in: environment(), data: data) }
        }
    }
}
