import Complayout

/// Benchmark 6: `elements(in:)` with a viewport-sized rectangle near the end of a layout of 10^4
/// sections ÷ the same query near the end of a layout of 10 sections; each section is the
/// four-column grid of benchmark 1 with 40 items (10 rows, 1,040 points).
///
/// Both rectangles start 10 points into the third section from the end, so they cut the grid at
/// the same phase and find the same elements. The sections are found by binary search, so the
/// ratio should stay near 1 however many sections there are.
struct SectionQueryBenchmark {
    var manySections = 10_000
    var fewSections = 10
    var itemsPerSection = 40
    /// Queries per timed sample: one query takes microseconds.
    var repetitions = 2_000

    func run(_ timing: Timing) -> BenchmarkResult {
        let (manyLayout, manyRect) = setUp(sections: manySections)
        let (fewLayout, fewRect) = setUp(sections: fewSections)
        let manyFound = manyLayout.elements(in: manyRect).count
        let fewFound = fewLayout.elements(in: fewRect).count
        let times = timing.compare(
            repetitions: repetitions,
            { blackHole(manyLayout.elements(in: manyRect)) },
            { blackHole(fewLayout.elements(in: fewRect)) })
        let (many, few) = (times.a, times.b)
        return BenchmarkResult(
            name: "6. rect query, 10^4 ÷ 10 sections",
            labelA: "10^4", secondsA: many, labelB: "10", secondsB: few,
            ratioRange: times.range(/), goal: .atMost(2),
            note: "\(itemsPerSection) items per section; \(manyFound) and \(fewFound) elements found; "
                + "\(repetitions) queries per sample, evaluation not timed")
    }

    /// The evaluated layout and a container-sized rectangle 10 points into its third section from the end.
    private func setUp(sections: Int) -> (EvaluatedLayout, Rect) {
        let grid = GridSpec(
            items: itemsPerSection, sections: sections, columns: 4, containerWidth: 400, rowHeight: 96, spacing: 8)
        let name = "sections-\(sections).yaml"
        let layout = SpecSetup.evaluate(SpecSetup.load(grid.text, name: name), name: name)
        let top = layout.cellAttributes(section: sections - 3, item: 0)!.frame.y + 10
        return (layout, Rect(x: 0, y: top, width: grid.containerWidth, height: grid.containerHeight))
    }
}
