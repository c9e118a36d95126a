import Complayout

/// Benchmark 1: `elements(in:)` with a viewport-sized rectangle near the end of a 10^9-item
/// section ÷ the same query near the end of a 10^3-item section (same grid otherwise).
///
/// Both rectangles start 10 points into the row 12 rows before the last, so they cut the grid at
/// the same phase and find the same elements.
struct RectangleQueryBenchmark {
    var bigItems = 1_000_000_000
    var smallItems = 1_000
    /// Queries per timed sample: one query takes microseconds.
    var repetitions = 2_000

    func run(_ timing: Timing) -> BenchmarkResult {
        let (bigLayout, bigRect) = setUp(items: bigItems)
        let (smallLayout, smallRect) = setUp(items: smallItems)
        let bigFound = bigLayout.elements(in: bigRect).count
        let smallFound = smallLayout.elements(in: smallRect).count
        let times = timing.compare(
            repetitions: repetitions,
            { blackHole(bigLayout.elements(in: bigRect)) },
            { blackHole(smallLayout.elements(in: smallRect)) })
        let (big, small) = (times.a, times.b)
        return BenchmarkResult(
            name: "1. rect query, 10^9 ÷ 10^3 items",
            labelA: "10^9", secondsA: big, labelB: "10^3", secondsB: small,
            ratioRange: times.range(/), goal: .atMost(2),
            note: "viewport \(Self.describe(bigRect)) vs \(Self.describe(smallRect)); "
                + "\(bigFound) and \(smallFound) elements found; "
                + "\(repetitions) queries per sample, evaluation not timed")
    }

    /// The evaluated four-column grid and a container-sized rectangle near its end.
    private func setUp(items: Int) -> (EvaluatedLayout, Rect) {
        let grid = GridSpec(items: items, columns: 4, containerWidth: 400, rowHeight: 96, spacing: 8)
        let layout = SpecSetup.evaluate(SpecSetup.load(grid.text, name: "grid-\(items).yaml"), name: "grid-\(items).yaml")
        let row = (items - 1) / grid.columns - 12
        let top = layout.cellAttributes(section: 0, item: row * grid.columns)!.frame.y + 10
        return (layout, Rect(x: 0, y: top, width: grid.containerWidth, height: grid.containerHeight))
    }

    private static func describe(_ rect: Rect) -> String {
        "(\(Format.number(rect.x)), \(Format.number(rect.y)), \(Format.number(rect.width)), \(Format.number(rect.height)))"
    }
}
