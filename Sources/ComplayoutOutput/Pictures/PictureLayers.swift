import ComplayoutEngine
import ComplayoutModel

/// The layers of a picture, each drawn in content coordinates; docs/rendering.md is their legend.
extension Canvas {
    /// The content rectangle, (0, 0) to the content size: white, outlined — or only outlined, dashed.
    mutating func drawContent(_ size: Size, dashed: Bool = false) {
        let colour = dashed ? Palette.otherLayout : Palette.content.stroke
        rect(
            Rect(origin: .zero, size: size),
            Paint(
                fill: dashed ? nil : Palette.content.fill, stroke: colour, strokeWidth: metrics.stroke,
                dashes: dashed ? metrics.dashes : nil))
    }

    /// One element: filled in its colours and labelled; with a tooltip giving its exact frame.
    /// `opacity` below 1 draws it that transparent, unlabelled (a transition's fading element).
    mutating func drawElement(_ element: LayoutAttributes, opacity: Double = 1) {
        let style = Palette.style(for: element.key)
        rect(
            element.frame,
            Paint(fill: style.fill, stroke: style.stroke, strokeWidth: metrics.stroke, opacity: opacity),
            tooltip: Self.tooltip(for: element))
        if opacity == 1, let label = ElementLabel(element, metrics: metrics) {
            text(label.text, baseline: label.baseline, size: label.fontSize)
        }
    }

    /// One element of the second layout of a diff: outlined, dashed.
    mutating func drawOutline(_ element: LayoutAttributes) {
        rect(
            element.frame,
            Paint(stroke: Palette.otherLayout, strokeWidth: metrics.stroke, dashes: metrics.dashes),
            tooltip: Self.tooltip(for: element))
    }

    /// A difference: the frame outlined in red, thick; dashed for the second layout's.
    mutating func drawDifference(_ frame: Rect, dashed: Bool) {
        rect(
            frame,
            Paint(stroke: Palette.difference, strokeWidth: metrics.emphasis, dashes: dashed ? metrics.dashes : nil))
    }

    /// Section outlines, dashed, numbered in the margin before them; for orthogonal sections the
    /// row they scroll in (dotted) and the container-wide window that shows it (solid).
    mutating func drawSections(_ sections: [SectionOutline], scrollDirection: LayoutAxis) {
        for section in sections {
            let frame = section.frame
            rect(frame, Paint(stroke: Palette.section, strokeWidth: metrics.stroke, dashes: metrics.dashes))
            let gap = metrics.noteSize / 3
            if scrollDirection == .vertical {
                text(
                    "s\(section.index)", baseline: Point(x: frame.x - gap, y: frame.y + metrics.noteSize),
                    size: metrics.noteSize, colour: Palette.section, endAnchored: true)
            } else {
                text(
                    "s\(section.index)", baseline: Point(x: frame.x, y: frame.y - gap), size: metrics.noteSize,
                    colour: Palette.section)
            }
            guard let row = section.scrollingContent else { continue }
            rect(row, Paint(stroke: Palette.orthogonal, strokeWidth: metrics.stroke, dashes: metrics.dots))
            // The window is the section's frame across the row, and the row's extent along the scroll axis.
            var window = row
            let line = scrollDirection.cross
            window.origin[line] = frame.origin[line]
            window.size[line] = frame.size[line]
            rect(window, Paint(stroke: Palette.orthogonal, strokeWidth: metrics.emphasis))
        }
    }

    /// The visible bounds: a thick frame, named below its leading corner; dashed for a diff's second layout.
    mutating func drawViewport(_ viewport: Rect, dashed: Bool = false) {
        rect(
            viewport,
            Paint(stroke: Palette.viewport, strokeWidth: metrics.emphasis, dashes: dashed ? metrics.dashes : nil))
        text(
            "visible", baseline: Point(x: viewport.x, y: viewport.maxY + metrics.noteSize + metrics.emphasis),
            size: metrics.noteSize, colour: Palette.viewport)
    }

    /// `cell [0, 5] (4, 258, 124.667, 120) z 0`.
    static func tooltip(for element: LayoutAttributes) -> String {
        let frame = element.frame
        let numbers = [frame.x, frame.y, frame.width, frame.height].map(NumberText.short).joined(separator: ", ")
        return "\(element.key) (\(numbers)) z \(element.zIndex)"
    }
}
