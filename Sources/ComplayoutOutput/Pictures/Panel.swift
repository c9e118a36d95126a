import ComplayoutModel

/// A titled area of a document that shows part of the content plane.
struct Panel {
    var titles: [String]
    /// The part of the content plane shown, margins included.
    var viewBox: Rect
    /// Subtracted from every coordinate the body writes (see `Canvas`).
    var anchor: Point
    /// Draws the content, in content coordinates.
    var body: (inout Canvas) -> Void

    /// A panel showing `extent` with a margin around it — or, for a region, exactly the region.
    init(titles: [String], extent: Rect, isRegion: Bool, metrics: RenderMetrics, body: @escaping (inout Canvas) -> Void)
    {
        self.titles = titles
        let margin = isRegion ? 0 : metrics.margin
        viewBox = Rect(
            x: extent.x - margin, y: extent.y - margin, width: extent.width + 2 * margin,
            height: extent.height + 2 * margin)
        anchor = isRegion ? extent.origin : .zero
        self.body = body
    }

    /// The room the panel takes in the document: its titles above the picture.
    func size(_ metrics: RenderMetrics) -> Size {
        let titleWidth = titles.map { RenderMetrics.width(of: $0, size: metrics.titleSize) }.max() ?? 0
        return Size(
            width: max(viewBox.width, titleWidth), height: Double(titles.count) * metrics.titleBand + viewBox.height)
    }

    /// Draws the titles from `origin`, then the picture below them in a nested `<svg>` that clips it.
    func draw(at origin: Point, on canvas: inout Canvas) {
        let metrics = canvas.metrics
        for (line, title) in titles.enumerated() {
            let baseline = origin.y + Double(line) * metrics.titleBand + metrics.titleSize
            canvas.text(title, baseline: Point(x: origin.x, y: baseline), size: metrics.titleSize)
        }
        let top = origin.y + Double(titles.count) * metrics.titleBand
        canvas.svg.begin(
            "svg",
            [
                SVGAttribute("x", origin.x), SVGAttribute("y", top), SVGAttribute("width", viewBox.width),
                SVGAttribute("height", viewBox.height),
                SVGAttribute(
                    "viewBox",
                    [viewBox.x - anchor.x, viewBox.y - anchor.y, viewBox.width, viewBox.height].map(SVGAttribute.number)
                        .joined(separator: " ")),
            ])
        canvas.anchor = anchor
        let room = 2 * metrics.emphasis
        canvas.clip = Rect(
            x: viewBox.x - room, y: viewBox.y - room, width: viewBox.width + 2 * room,
            height: viewBox.height + 2 * room)
        body(&canvas)
        canvas.anchor = .zero
        canvas.clip = nil
        canvas.svg.end()
    }
}
