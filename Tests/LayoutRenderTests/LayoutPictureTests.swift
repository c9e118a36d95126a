import ComplayoutEngine
import ComplayoutModel
import Testing

@testable import ComplayoutOutput

@Suite struct LayoutPictureTests {
    /// R51: the section's header (z 1) is drawn after its cells (z 0) although it comes last in output
    /// order anyway; the background (z 0) before the promoted cells (z 1).
    @Test func elementsAreDrawnBackToFrontByZIndex() throws {
        let plain = try picture("Tests/LayoutRenderTests/Fixtures/header-and-cells.yaml")
        #expect(plain.elements.map(\.zIndex) == [0, 0, 1])
        let decorated = try picture("Specs/conformance/orthogonal/offset-moves-cells-not-header.yaml")
        #expect(decorated.elements.first?.category == .decoration)
        #expect(decorated.elements.map(\.zIndex) == decorated.elements.map(\.zIndex).sorted())
        // Equal zIndex keeps output order: cells by item, then badges, then the header.
        #expect(decorated.elements.dropFirst().prefix(5).map(\.indexPath) == (0..<5).map { [0, $0] })
        #expect(decorated.elements.last?.kind == "header")
    }

    @Test func titlesNameTheFileTheEnvironmentAndTheContentSize() throws {
        let rtl = try picture("Tests/LayoutRenderTests/Fixtures/orthogonal-rtl.yaml")
        #expect(rtl.titles == ["orthogonal-rtl.yaml", "200 × 120, right to left, offset 0,10", "content 200 × 40"])
        #expect(rtl.viewport == Rect(x: 0, y: 10, width: 200, height: 120))
    }

    /// The extent holds the viewport, 130 points down, and the orthogonal row. Left to right the row
    /// is 10 + 3 × 80 + 2 × 10 + 10 = 280 long from x −30 (the offset); mirrored over the content
    /// width 200 it starts at 200 − (−30) − 280 = −50 and ends at 230.
    @Test func extentCoversEverythingDrawn() throws {
        let rtl = try picture("Tests/LayoutRenderTests/Fixtures/orthogonal-rtl.yaml")
        #expect(rtl.sections.first?.scrollingContent == Rect(x: -50, y: 0, width: 280, height: 40))
        #expect(rtl.extent == Rect(x: -50, y: 0, width: 280, height: 130))
    }

    @Test func refusesMoreElementsThanItsLimit() throws {
        #expect(try listPicture(count: 5, elementLimit: 5).elements.count == 5)
        #expect(throws: TooManyElements.self) { try listPicture(count: 6, elementLimit: 5) }
        let error = #expect(throws: TooManyElements.self) { try listPicture(count: 1_000_000_000) }
        #expect(error?.description == "the layout has more than 100000 elements to draw")
    }

    /// A region draws only the elements that overlap it, with coordinates from its corner, so even
    /// the last of a billion rows is drawn at small numbers.
    @Test func regionDrawsOnlyWhatItOverlaps() throws {
        let region = Rect(x: 0, y: 9_999_999_985, width: 100, height: 20)
        let far = try listPicture(count: 1_000_000_000, region: region)
        #expect(far.elements.map(\.indexPath) == [[0, 999_999_998], [0, 999_999_999]])
        #expect(far.extent == region)
        let svg = SVGRenderer().document(for: [far])
        #expect(svg.contains(##"<rect x="0" y="5" width="100" height="10" fill="#ddf4ff""##))
        #expect(svg.contains("cell [0, 999999999] (0, 9999999990, 100, 10) z 0"))
        #expect(throws: TooManyElements.self) {
            try listPicture(count: 100, elementLimit: 5, region: Rect(x: 0, y: 0, width: 100, height: 100))
        }
        // A region over all billion rows is refused after the first 100 001, not after computing them all.
        let error = #expect(throws: TooManyElements.self) {
            try listPicture(count: 1_000_000_000, region: Rect(x: 0, y: 0, width: 100, height: 1e10))
        }
        #expect(error?.description == "the region holds more than 100000 elements to draw")
    }

    @Test func labelsShrinkToFitAndAreLeftOutWhenTooSmall() {
        let metrics = RenderMetrics(size: Size(width: 400, height: 400))
        let wide = LayoutAttributes(
            key: ElementKey(category: .supplementary, kind: "header", indexPath: [0, 0]),
            frame: Rect(x: 0, y: 0, width: 300, height: 40), zIndex: 0)
        #expect(ElementLabel(wide, metrics: metrics)?.text == "header 0,0")
        #expect(ElementLabel(wide, metrics: metrics)?.fontSize == 11)
        var narrow = wide
        narrow.frame.size.width = 40
        // 40 − 2 × 2 = 36 points of room for 10 characters: 36 / (10 × 0.62) = 5.8, small but at least 5.
        #expect(ElementLabel(narrow, metrics: metrics)?.text == "header 0,0")
        narrow.frame.size.width = 30
        // 26 / 6.2 = 4.2 is under 5; "header" fits at 26 / (6 × 0.62) = 7.
        #expect(ElementLabel(narrow, metrics: metrics)?.text == "header")
        narrow.frame.size = Size(width: 8, height: 8)
        #expect(ElementLabel(narrow, metrics: metrics) == nil)
    }

    @Test func metricsGrowWithTheDocument() {
        #expect(RenderMetrics(size: Size(width: 390, height: 844)).unit == 1)
        // Three widths side by side: 1 478 / 1 200.
        #expect(RenderMetrics(size: Size(width: 1478, height: 844)).unit == 1478.0 / 1200)
        let wide = RenderMetrics(size: Size(width: 12_000, height: 3_000))
        #expect(wide.unit == 10)
        #expect(wide.dashes == "50 30")
        // Long and narrow: the narrow side caps the unit at 400 / 300.
        #expect(RenderMetrics(size: Size(width: 400, height: 2_500_000)).unit == 400.0 / 300)
    }

    @Test func coloursDependOnCategoryAndKindOnly() {
        let header = ElementKey(category: .supplementary, kind: "header", indexPath: [0, 0])
        #expect(
            Palette.style(for: header)
                == Palette.style(for: ElementKey(category: .supplementary, kind: "header", indexPath: [3, 0])))
        #expect(Palette.style(for: ElementKey(category: .cell, indexPath: [1, 2])) == Palette.cell)
        let kinds = ["header", "footer", "badge", "layout-header", "pin"]
        let styles = Set(
            kinds.map { Palette.style(for: ElementKey(category: .supplementary, kind: $0, indexPath: [0, 0])) })
        #expect(styles.count >= 3)
        #expect(Colour(0xDDF4FF).description == "#ddf4ff")
    }
}
