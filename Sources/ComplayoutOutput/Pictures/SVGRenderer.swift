import ComplayoutAnalysis
import ComplayoutModel

/// Draws pictures of evaluated layouts as SVG documents (docs/rendering.md).
///
/// The text is deterministic: elements in a fixed order, numbers with at most three decimals,
/// colours from a fixed palette — the same input gives the same bytes.
public struct SVGRenderer {
    public init() {}

    /// One picture, or several side by side from left to right (one per environment).
    public func document(for pictures: [LayoutPicture]) -> String {
        let metrics = RenderMetrics(
            size: Size(
                width: pictures.map(\.extent.width).reduce(0, +), height: pictures.map(\.extent.height).max() ?? 0))
        let panels = pictures.map { picture in
            Panel(titles: picture.titles, extent: picture.extent, isRegion: picture.region != nil, metrics: metrics) {
                canvas in
                canvas.drawContent(picture.contentSize)
                for (element, opacity) in zip(picture.elements, picture.opacities) {
                    canvas.drawElement(element, opacity: opacity)
                }
                canvas.drawSections(picture.sections, scrollDirection: picture.scrollDirection)
                canvas.drawViewport(picture.viewport)
            }
        }
        return compose(panels, metrics: metrics)
    }

    /// `second` overlaid on `first`: the first filled, the second outlined and dashed, and in red
    /// the elements whose frames differ or that only one of them has.
    public func diffDocument(_ first: LayoutPicture, _ second: LayoutPicture) -> String {
        let diff = LayoutDiff(first.elements, second.elements)
        let extent = first.region ?? first.extent.union(second.extent)
        let metrics = RenderMetrics(size: extent.size)
        let titles = [
            "A (filled): " + first.titles.joined(separator: " — "),
            "B (dashed): " + second.titles.joined(separator: " — "),
            diff.summary + ", in red",
        ]
        let panel = Panel(titles: titles, extent: extent, isRegion: first.region != nil, metrics: metrics) { canvas in
            canvas.drawContent(first.contentSize)
            canvas.drawContent(second.contentSize, dashed: true)
            for element in first.elements { canvas.drawElement(element) }
            for element in second.elements { canvas.drawOutline(element) }
            canvas.drawSections(first.sections, scrollDirection: first.scrollDirection)
            for difference in diff.differences {
                if let frame = difference.first { canvas.drawDifference(frame, dashed: false) }
                if let frame = difference.second { canvas.drawDifference(frame, dashed: true) }
            }
            canvas.drawViewport(first.viewport)
            canvas.drawViewport(second.viewport, dashed: true)
        }
        return compose([panel], metrics: metrics)
    }

    /// The document: panels in a row, aligned at the top, with a margin around them.
    private func compose(_ panels: [Panel], metrics: RenderMetrics) -> String {
        let sizes = panels.map { $0.size(metrics) }
        let padding = metrics.margin
        let width = 2 * padding + sizes.map(\.width).reduce(0, +) + Double(max(panels.count - 1, 0)) * metrics.gap
        let height = 2 * padding + (sizes.map(\.height).max() ?? 0)
        var canvas = Canvas(svg: SVGWriter(), metrics: metrics)
        canvas.svg.begin(
            "svg",
            [
                SVGAttribute("xmlns", "http://www.w3.org/2000/svg"), SVGAttribute("width", width),
                SVGAttribute("height", height),
                SVGAttribute(
                    "viewBox",
                    ["0", "0", SVGAttribute.number(width), SVGAttribute.number(height)].joined(separator: " ")),
                SVGAttribute("font-family", "DejaVu Sans, Verdana, sans-serif"),
            ])
        canvas.rect(Rect(x: 0, y: 0, width: width, height: height), Canvas.Paint(fill: Palette.canvas))
        var x = padding
        for (panel, size) in zip(panels, sizes) {
            panel.draw(at: Point(x: x, y: padding), on: &canvas)
            x += size.width + metrics.gap
        }
        canvas.svg.end()
        return canvas.svg.text
    }
}
