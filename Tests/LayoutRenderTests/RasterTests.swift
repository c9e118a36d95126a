import ComplayoutEngine
import ComplayoutModel
import ComplayoutOutput
import Testing

/// The pictures drawn by a real renderer, rsvg-convert, and read back pixel by pixel: the PNG has
/// the document's size, is not blank, and has each element's colour where that element must show.
@Suite(.enabled(if: rsvgConvert != nil, "rsvg-convert is not installed: apt-get install librsvg2-bin"))
struct RasterTests {
    /// A pixel that must show `colour`: a point of the content, in picture `picture` of the document.
    struct Sample: CustomStringConvertible {
        var point: Point
        var colour: Colour
        var picture = 0
        var description: String { "\(colour) at (\(point.x), \(point.y)) in picture \(picture)" }
    }

    /// A point of `element` away from its label (top left) and its edges: 60 % across, 70 % down.
    static func inside(_ element: LayoutAttributes) -> Point {
        Point(x: element.frame.x + 0.6 * element.frame.width, y: element.frame.y + 0.7 * element.frame.height)
    }

    /// A sample inside the element `key` of `picture`, which must show `colour` there.
    static func sample(_ key: ElementKey, of picture: LayoutPicture, colour: Colour, index: Int = 0) throws -> Sample {
        let element = try #require(picture.elements.first { $0.key == key })
        return Sample(point: inside(element), colour: colour, picture: index)
    }

    /// Renders `svg`, checks its size and that it is not blank, and checks every sample.
    static func check(_ svg: String, _ samples: [Sample]) throws {
        let geometry = try DocumentGeometry(svg: svg)
        let points = samples.map { geometry.documentPoint($0.point, picture: $0.picture) }
        // The canvas shows in the document's corner, outside every picture.
        let raster = try Raster(svg: svg, points: [Point(x: 1, y: 1)] + points)
        #expect(raster.width == Int(geometry.width.rounded(.up)))
        #expect(raster.height == Int(geometry.height.rounded(.up)))
        #expect(raster.distinctColours >= 5)
        #expect(raster.pixels.first == Palette.canvas.description)
        for (sample, pixel) in zip(samples, raster.pixels.dropFirst()) {
            #expect(pixel == sample.colour.description, "expected \(sample)")
        }
    }

    static let cell = Palette.cell.fill
    static func supplementary(_ kind: String) -> Colour {
        Palette.style(for: ElementKey(category: .supplementary, kind: kind, indexPath: [0, 0])).fill
    }

    @Test func cellsUnderAHeader() throws {
        let picture = try picture("Tests/LayoutRenderTests/Fixtures/header-and-cells.yaml")
        try Self.check(
            SVGRenderer().document(for: [picture]),
            [
                try Self.sample(ElementKey(category: .cell, indexPath: [0, 0]), of: picture, colour: Self.cell),
                try Self.sample(ElementKey(category: .cell, indexPath: [0, 1]), of: picture, colour: Self.cell),
                try Self.sample(
                    ElementKey(category: .supplementary, kind: "header", indexPath: [0, 0]), of: picture,
                    colour: Self.supplementary("header")),
                // Between the cells (95 … 105), below the header: the white content.
                Sample(point: Point(x: 100, y: 60), colour: Palette.content.fill),
            ])
    }

    /// R45, D7: scrolled to y 100, section 0's header is pinned over cell 0,0, and drawn above it (z 1).
    @Test func pinnedHeaderIsDrawnOverTheCells() throws {
        let picture = try picture("Specs/conformance/pinning/header-mid-section.yaml")
        let header = ElementKey(category: .supplementary, kind: "header", indexPath: [0, 0])
        #expect(picture.elements.first { $0.key == header }?.frame == Rect(x: 0, y: 100, width: 400, height: 40))
        try Self.check(
            SVGRenderer().document(for: [picture]),
            [
                try Self.sample(header, of: picture, colour: Self.supplementary("header")),
                try Self.sample(ElementKey(category: .cell, indexPath: [1, 1]), of: picture, colour: Self.cell),
            ])
    }

    /// The orthogonal row right to left: cells on both sides of the container, the background (z 0)
    /// between them under the promoted cells (z 1).
    @Test func orthogonalRowRightToLeft() throws {
        let picture = try picture("Tests/LayoutRenderTests/Fixtures/orthogonal-rtl.yaml")
        let background = Palette.style(for: ElementKey(category: .decoration, kind: "card", indexPath: [0, 0])).fill
        try Self.check(
            SVGRenderer().document(for: [picture]),
            try (0..<3).map {
                try Self.sample(ElementKey(category: .cell, indexPath: [0, $0]), of: picture, colour: Self.cell)
            }
                + [Sample(point: Point(x: 135, y: 28), colour: background)])
    }

    /// Two environments side by side: every cell of photo-grid, in both pictures, right to left in the second.
    @Test func environmentsSideBySide() throws {
        let pictures = [
            try picture("Specs/examples/photo-grid.yaml", width: 390),
            try picture("Specs/examples/photo-grid.yaml", width: 390, direction: .rightToLeft),
        ]
        // Cell 0,0 mirrored (D12): 390 − 4 − 254 = 132.
        let mirrored = try #require(pictures[1].elements.first)
        #expect(mirrored.frame.x == 132)
        let samples = try pictures.enumerated().flatMap { index, picture in
            try picture.elements.map { try Self.sample($0.key, of: picture, colour: Self.cell, index: index) }
        }
        try Self.check(SVGRenderer().document(for: pictures), samples)
    }

    /// A region at the end of a billion items: drawn from the region's corner and cut to it, so the
    /// content rectangle 26 × 10^9 points tall still shows white between the cells.
    @Test func farRegionOfABillionItems() throws {
        let region = Rect(x: 0, y: 25_999_999_000, width: 400, height: 1008)
        let picture = try picture("Specs/examples/billion-items.yaml", region: region)
        let last = try #require(picture.elements.last { $0.category == .cell })
        let before = try #require(picture.elements.last { $0.category == .cell && $0.key != last.key })
        #expect(last.indexPath == [0, 999_999_999] && before.frame.maxX < last.frame.x)
        // Points relative to the region's corner, as the region's picture writes them.
        func local(_ point: Point) -> Point { Point(x: point.x - region.x, y: point.y - region.y) }
        let inside = Self.inside(last)
        let gap = Point(x: (before.frame.maxX + last.frame.x) / 2, y: inside.y)
        try Self.check(
            SVGRenderer().document(for: [picture]),
            [
                Sample(point: local(inside), colour: Self.cell),
                Sample(point: local(gap), colour: Palette.content.fill),
            ])
    }

    /// An overlay of one layout on itself has no red; of two widths, the red marks of the cells that moved.
    @Test func diffMarksDifferencesInRed() throws {
        let narrow = try picture("Specs/examples/photo-grid.yaml", width: 390)
        let wide = try picture("Specs/examples/photo-grid.yaml", width: 414)
        let same = try Raster(svg: SVGRenderer().diffDocument(narrow, narrow), counting: [Palette.difference])
        #expect(same.counts[Palette.difference.description] == 0)
        let svg = SVGRenderer().diffDocument(narrow, wide)
        let geometry = try DocumentGeometry(svg: svg)
        // The left edge of cell 0,3 (x 4, y 258 … 378), drawn 2 units wide in red.
        let edge = geometry.documentPoint(Point(x: 4, y: 318))
        let changed = try Raster(svg: svg, points: [edge], counting: [Palette.difference])
        #expect(changed.pixels == [Palette.difference.description])
        #expect((changed.counts[Palette.difference.description] ?? 0) > 1000)
    }
}
