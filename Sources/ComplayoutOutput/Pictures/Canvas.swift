import ComplayoutModel

/// Draws rectangles and text in content coordinates onto an SVG writer.
///
/// Coordinates are written less `anchor`: zero for a whole layout, so the numbers in the file are
/// the frames themselves, and the region's corner for a region, so that a region far down a huge
/// section is still drawn precisely by renderers that work in single precision. For the same
/// reason rectangles are cut to `clip`, and text outside it is left out: the content rectangle
/// of a section of 10^9 items would otherwise reach coordinates that renderers cannot draw.
struct Canvas {
    var svg: SVGWriter
    let metrics: RenderMetrics
    var anchor = Point.zero
    /// What can show, with room for the strokes at its edges; nil draws everything.
    var clip: Rect?

    /// How a rectangle is painted.
    struct Paint {
        var fill: Colour?
        var stroke: Colour?
        var strokeWidth: Double = 0
        var dashes: String? = nil
        /// Below 1, the rectangle is drawn that transparent (an element fading in a transition).
        var opacity: Double = 1
    }

    mutating func rect(_ rect: Rect, _ paint: Paint, tooltip: String? = nil) {
        var rect = rect
        if let clip {
            guard let visible = rect.intersection(clip) else { return }
            rect = visible
        }
        var attributes = SVGAttribute.frame(rect.offsetBy(dx: -anchor.x, dy: -anchor.y))
        attributes.append(SVGAttribute("fill", paint.fill?.description ?? "none"))
        if let stroke = paint.stroke {
            attributes += [SVGAttribute("stroke", stroke), SVGAttribute("stroke-width", paint.strokeWidth)]
            if let dashes = paint.dashes { attributes.append(SVGAttribute("stroke-dasharray", dashes)) }
        }
        if paint.opacity < 1 { attributes.append(SVGAttribute("opacity", max(paint.opacity, 0))) }
        svg.leaf("rect", attributes, tooltip: tooltip)
    }

    /// Text whose baseline starts at `baseline` — or ends there, when `endAnchored`.
    mutating func text(
        _ text: String, baseline: Point, size: Double, colour: Colour = Palette.text, endAnchored: Bool = false
    ) {
        if let clip, !clip.contains(baseline) { return }
        var attributes = [
            SVGAttribute("x", baseline.x - anchor.x), SVGAttribute("y", baseline.y - anchor.y),
            SVGAttribute("font-size", size), SVGAttribute("fill", colour),
        ]
        if endAnchored { attributes.append(SVGAttribute("text-anchor", "end")) }
        svg.leaf("text", attributes, content: text)
    }
}

extension Rect {
    /// The part both rectangles cover, edges included; nil when they are apart.
    fileprivate func intersection(_ other: Rect) -> Rect? {
        let minX = Swift.max(x, other.x)
        let minY = Swift.max(y, other.y)
        let maxX = Swift.min(self.maxX, other.maxX)
        let maxY = Swift.min(self.maxY, other.maxY)
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    fileprivate func contains(_ point: Point) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }
}
