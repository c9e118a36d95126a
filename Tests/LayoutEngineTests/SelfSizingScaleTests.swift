import ComplayoutEngine
import ComplayoutModel
import Testing

/// Measured sizes in sections of 10^6 and 10^9 items: frames and rectangles far down the section
/// against an independent computation, in both scroll directions.
@Suite struct SelfSizingScaleTests {
    /// Rows of four cells, each row and cell estimated 100 along the scroll axis (R56), in a 400 × 800
    /// container (or 800 × 400 for horizontal scrolling).
    private static func grid(_ scroll: LayoutAxis, rowLength: LayoutDimension = .estimated(100)) -> (CompositionalLayout, LayoutEnvironment) {
        let along = scroll
        let cross = scroll.cross
        var cellSize = LayoutSize(width: .absolute(0), height: .absolute(0))
        cellSize[along] = .estimated(100)
        cellSize[cross] = cross == .horizontal ? .fractionalWidth(0.25) : .fractionalHeight(0.25)
        var groupSize = LayoutSize(width: .absolute(0), height: .absolute(0))
        groupSize[along] = rowLength
        groupSize[cross] = cross == .horizontal ? .fractionalWidth(1) : .fractionalHeight(1)
        let group = LayoutGroup(
            size: groupSize, kind: .stack(cross, .repeating([.item(LayoutItem(size: cellSize))])))
        var container = Size(width: 0, height: 0)
        container[along] = 800
        container[cross] = 400
        return (
            CompositionalLayout(scrollDirection: scroll, sections: .uniform(.section(LayoutSection(group: group)))),
            LayoutEnvironment(container: container, traits: Traits(displayScale: 1))
        )
    }

    /// Measured lengths along the scroll axis, by item.
    private static let measured: [Int: Double] = [
        5: 150, 7: 130, 123_457: 180, 400_000: 40, 999_998: 300,
    ]

    private static func data(_ count: Int, _ scroll: LayoutAxis) -> DataSource {
        DataSource(sections: [
            SectionData(
                itemCount: count,
                sizes: measured.mapValues { scroll == .vertical ? MeasuredSize(height: $0) : MeasuredSize(width: $0) })
        ])
    }

    /// Where each of the 250,000 rows of a million items starts, computed row by row from the
    /// rules: a row is as long as its longest cell (R58), unmeasured cells keep 100 (R57), rows
    /// follow each other with no spacing (R35); with `uniformRows`, every row has that length (R62).
    private static func rowStarts(uniformRows: Double? = nil) -> [Double] {
        var starts = [0.0]
        starts.reserveCapacity(250_001)
        for row in 0..<250_000 {
            var longest = 100.0
            for column in 0..<4 { longest = max(longest, measured[row * 4 + column] ?? 100) }
            starts.append(starts[row] + (uniformRows ?? longest))
        }
        return starts
    }

    private static let starts = rowStarts()

    /// The frame of item `item` from `starts`.
    private static func expectedFrame(_ item: Int, _ scroll: LayoutAxis, starts: [Double] = starts) -> Rect {
        let start = starts[item / 4]
        let column = Double(item % 4) * 100
        let length = measured[item] ?? 100
        return scroll == .vertical
            ? Rect(x: column, y: start, width: 100, height: length)
            : Rect(x: start, y: column, width: length, height: 100)
    }

    @Test(arguments: LayoutAxis.allCases)
    func farFramesOfAMillionItems(_ scroll: LayoutAxis) throws {
        let (layout, environment) = Self.grid(scroll)
        let result = try Evaluator().evaluate(layout, in: environment, data: Self.data(1_000_000, scroll))
        for item in [0, 5, 7, 8, 123_456, 123_457, 123_460, 400_000, 400_001, 999_996, 999_998, 999_999] {
            #expect(result.cellAttributes(section: 0, item: item)?.frame == Self.expectedFrame(item, scroll), "item \(item)")
        }
        // 250,000 rows of 100, plus 50 (row 1), 80 (row 30,864) and 200 (row 249,999); row 100,000 stays 100.
        #expect(result.contentSize[scroll] == 25_000_330)
        #expect(result.contentSize[scroll.cross] == 400)
    }

    @Test(arguments: LayoutAxis.allCases)
    func rectanglesFarDownAMillionItems(_ scroll: LayoutAxis) throws {
        let (layout, environment) = Self.grid(scroll)
        let result = try Evaluator().evaluate(layout, in: environment, data: Self.data(1_000_000, scroll))
        // Around the measured row 30,864 (items 123,456…123,459), and the end of the section.
        for (start, length) in [(3_086_380.0, 400.0), (3_086_450.0, 10.0), (24_999_900.0, 430.0)] {
            var query = Rect(x: 0, y: 0, width: 400, height: 400)
            query.origin[scroll] = start
            query.size[scroll] = length
            let firstRow = max(Int(start / 100) - 5, 0)
            let candidates = (firstRow * 4..<min(firstRow * 4 + 60, 1_000_000)).map { Self.expectedFrame($0, scroll) }
            let expected = candidates.filter { $0.intersects(query) }
            let found = result.elements(in: query)
            #expect(!expected.isEmpty)
            #expect(found.map(\.frame) == expected, "rect \(query)")
        }
    }

    @Test(arguments: LayoutAxis.allCases)
    func uniformRootRowsShareTheLongestRow(_ scroll: LayoutAxis) throws {
        let (layout, environment) = Self.grid(scroll, rowLength: .uniformAcrossSiblings(estimate: 100))
        let result = try Evaluator().evaluate(layout, in: environment, data: Self.data(1_000_000, scroll))
        // R62: the longest row of the section (300, row 249,999) is every row's length.
        let starts = Self.rowStarts(uniformRows: 300)
        for item in [0, 5, 123_457, 500_000, 999_999] {
            #expect(
                result.cellAttributes(section: 0, item: item)?.frame
                    == Self.expectedFrame(item, scroll, starts: starts), "item \(item)")
        }
        #expect(result.contentSize[scroll] == 75_000_000)
    }

    @Test func aBillionItemsWithMeasuredCells() throws {
        let (layout, environment) = Self.grid(.vertical)
        var data = Self.data(1_000_000_000, .vertical)
        data.sections[0].sizes[999_999_999] = MeasuredSize(height: 160)
        let result = try Evaluator().evaluate(layout, in: environment, data: data)
        // Deltas before the last row: 50 + 80 + 200 = 330; the last row is 160 long.
        let lastRowStart = 249_999_999.0 * 100 + 330
        #expect(result.cellAttributes(section: 0, item: 999_999_999)?.frame == Rect(x: 300, y: lastRowStart, width: 100, height: 160))
        #expect(result.cellAttributes(section: 0, item: 999_999_996)?.frame == Rect(x: 0, y: lastRowStart, width: 100, height: 100))
        #expect(result.contentSize.height == lastRowStart + 160)
        let found = result.elements(in: Rect(x: 0, y: lastRowStart - 50, width: 400, height: 100))
        #expect(found.map(\.indexPath) == (999_999_992..<1_000_000_000).map { [0, $0] })
    }

    @Test func theInitialPassIgnoresMeasuredSizes() throws {
        let (layout, environment) = Self.grid(.vertical)
        let result = try Evaluator(pass: .initial).evaluate(layout, in: environment, data: Self.data(1_000_000, .vertical))
        #expect(result.cellAttributes(section: 0, item: 999_998)?.frame == Rect(x: 200, y: 24_999_900, width: 100, height: 100))
        #expect(result.contentSize.height == 25_000_000)
    }
}
