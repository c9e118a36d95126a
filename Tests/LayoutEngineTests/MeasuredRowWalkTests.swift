import ComplayoutEngine
import ComplayoutModel
import Testing

/// Walking rows solved again in `MeasuredRow`'s form (`CellCursor`): each row after one walked whole
/// is placed from the longest cell the walk read, and slots that start together share a rounded
/// start. Every cell is compared with `cellAttributes`, which places its row by the prefix sums
/// alone: whole walks (`elements`, `writeFrames`) and walks entered anywhere (`skip(to:)`), over a
/// run of rows read from the data's list and over rows listed one by one with gaps between them,
/// on both axes, left to right and right to left, at scales 1 and 3.
@Suite struct MeasuredRowWalkTests {
    private static let itemCount = 29

    /// Item `item`'s measured length: fractional, varying, and never the estimate (50), so that
    /// every row of a list covering all items is solved again.
    private static func length(_ item: Int) -> Double {
        let whole: Int = 20 + (item * 37) % 90
        return Double(whole) + (item % 3 == 0 ? 0.5 : item % 3 == 1 ? 1.0 / 3 : 0)
    }

    /// The layouts: a three-column grid (slots sharing a start) and a one-item list, scrolling
    /// vertically, and a two-row horizontal list, whose rows are measured in width.
    private static func layouts() -> [(name: String, layout: CompositionalLayout, horizontal: Bool)] {
        [
            (
                "three-column grid",
                layout(
                    horizontal(
                        .fractionalWidth(1), .estimated(50), [item(.fractionalWidth(1.0 / 3), .estimated(50))],
                        spacing: .fixed(4), insets: DirectionalInsets(top: 3, leading: 0, bottom: 2, trailing: 0)),
                    interGroupSpacing: 6),
                false
            ),
            ("list", layout(horizontal(.fractionalWidth(1), .estimated(50), [item(.fractionalWidth(1), .estimated(50))])), false),
            (
                "horizontal list",
                layout(
                    vertical(.estimated(50), .fractionalHeight(1), [item(.estimated(50), .fractionalHeight(0.5))]),
                    interGroupSpacing: 5, scroll: .horizontal),
                true
            ),
        ]
    }

    /// The data: every item measured, from the list (a run of rows reading it), and every item but
    /// those of instances 2 and 5 measured, in `sizes` (rows listed one by one, with gaps).
    private static func data(horizontal: Bool) -> [(name: String, data: DataSource)] {
        let list = MeasuredLengths((0..<itemCount).map(length))
        var sizes: [Int: MeasuredSize] = [:]
        for item in 0..<itemCount where ![2, 5].contains(item / 3) && ![2, 5].contains(item) {
            sizes[item] = horizontal ? MeasuredSize(width: length(item)) : MeasuredSize(height: length(item))
        }
        return [
            ("run", DataSource(sections: [
                horizontal
                    ? SectionData(itemCount: itemCount, widths: list) : SectionData(itemCount: itemCount, heights: list)
            ])),
            ("listed", DataSource(sections: [SectionData(itemCount: itemCount, sizes: sizes)])),
        ]
    }

    private static func cases() throws -> [(name: String, result: EvaluatedLayout)] {
        var cases: [(String, EvaluatedLayout)] = []
        for shape in layouts() {
            for data in data(horizontal: shape.horizontal) {
                for direction in [InterfaceDirection.leftToRight, .rightToLeft] {
                    for scale in [1.0, 3.0] {
                        let environment = LayoutEnvironment(
                            container: Size(width: 400, height: 300), layoutDirection: direction,
                            traits: Traits(displayScale: scale))
                        let result = try Evaluator().evaluate(shape.layout, in: environment, data: data.data)
                        cases.append(("\(shape.name), \(data.name), \(direction), scale \(scale)", result))
                    }
                }
            }
        }
        return cases
    }

    /// The cells as `cellAttributes` places them, one by one.
    private static func expected(_ result: EvaluatedLayout) -> [LayoutAttributes] {
        (0..<itemCount).compactMap { result.cellAttributes(section: 0, item: $0) }
    }

    @Test func wholeWalksPlaceEachRowAsItsPrefixSumDoes() throws {
        for (name, result) in try Self.cases() {
            let expected = Self.expected(result)
            #expect(expected.count == Self.itemCount, "\(name)")
            #expect(result.sections[0].selfSized.entries.count >= 6, "\(name): the rows are solved again")
            #expect(Array(result.elements) == expected, "\(name)")
            var frames: [Rect] = []
            result.writeFrames(into: &frames)
            #expect(frames == expected.map(\.frame), "\(name)")
        }
    }

    /// Sizes for items past the section's, up to `Int.max`, are not read: the rows are those the
    /// other sizes give.
    @Test func sizesPastTheItemsAreNotRead() throws {
        let grid = Self.layouts()[0].layout
        var sizes: [Int: MeasuredSize] = [:]
        for item in 0..<Self.itemCount { sizes[item] = MeasuredSize(height: Self.length(item)) }
        let expected = try Evaluator().evaluate(
            grid, in: environment(), data: DataSource(sections: [SectionData(itemCount: Self.itemCount, sizes: sizes)]))
        for past in [Self.itemCount, Self.itemCount + 1, 1 << 40, .max] {
            var farther = sizes
            farther[past] = MeasuredSize(height: 500)
            let result = try Evaluator().evaluate(
                grid, in: environment(),
                data: DataSource(sections: [SectionData(itemCount: Self.itemCount, sizes: farther)]))
            #expect(Array(result.elements) == Array(expected.elements), "a size for item \(past)")
        }
    }

    /// Entering a row at its first cell, past it, or moving within it before walking on.
    @Test func walksEnteredAnywherePlaceEachRowAsItsPrefixSumDoes() throws {
        for (name, result) in try Self.cases() {
            let expected = Self.expected(result)
            for first in 0..<Self.itemCount {
                for second in [first, first + 1, first + 4] where second < Self.itemCount {
                    var cursor = CellCursor(layout: result, section: result.sections[0])
                    cursor.skip(to: first)
                    cursor.skip(to: second)
                    var walked: [LayoutAttributes] = []
                    while let cell = cursor.next() { walked.append(cell) }
                    #expect(walked == Array(expected[second...]), "\(name), from \(first) then \(second)")
                }
            }
        }
    }
}
