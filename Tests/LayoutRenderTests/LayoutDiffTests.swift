import ComplayoutAnalysis
import ComplayoutModel
import ComplayoutOutput
import Testing

@Suite struct LayoutDiffTests {
    private func cell(_ item: Int, x: Double) -> LayoutAttributes {
        .cell([0, item], frame: Rect(x: x, y: 0, width: 10, height: 10))
    }

    @Test func marksMovedRemovedAndAddedElements() {
        let before = [cell(0, x: 0), cell(1, x: 10), cell(2, x: 20)]
        let after = [cell(0, x: 0.0004), cell(1, x: 12), cell(3, x: 30)]
        let diff = LayoutDiff(before, after)
        #expect(diff.differences.map(\.key.indexPath) == [[0, 1], [0, 2], [0, 3]])
        #expect(diff.differences[0].first == Rect(x: 10, y: 0, width: 10, height: 10))
        #expect(diff.differences[0].second == Rect(x: 12, y: 0, width: 10, height: 10))
        #expect(diff.differences[1].second == nil)
        #expect(diff.differences[2].first == nil)
        #expect(diff.elementCount == 4)
        #expect(diff.summary == "3 of 4 elements differ")
        #expect(LayoutDiff(before, before).summary == "no element differs (of 3)")
        #expect(
            LayoutDiff(before, [cell(0, x: 0), cell(1, x: 10), cell(2, x: 21)]).summary == "1 of 3 elements differs")
    }

    /// photo-grid at 390 and 414 points: the absolute 254-point cells keep their frames, the
    /// three fractional cells of the second group (0,3 … 0,5) widen.
    @Test func overlayOfTwoWidthsMarksTheCellsThatMoved() throws {
        let narrow = try picture("Specs/examples/photo-grid.yaml", width: 390)
        let wide = try picture("Specs/examples/photo-grid.yaml", width: 414)
        #expect(
            LayoutDiff(narrow.elements, wide.elements).differences.map(\.key.indexPath) == [[0, 3], [0, 4], [0, 5]])
        let svg = SVGRenderer().diffDocument(narrow, wide)
        #expect(svg.contains("3 of 8 elements differ, in red"))
        #expect(svg.components(separatedBy: "stroke=\"\(Palette.difference)\"").count - 1 == 6)
    }
}
