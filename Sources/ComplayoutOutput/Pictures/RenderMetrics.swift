import ComplayoutModel

/// Stroke widths, dashes, label sizes and spacing of one document, in the layout's points. They
/// grow with the document, so that it reads the same when fitted to a screen: a phone-sized
/// layout gets 1-point strokes, a wide one ten times as long 10-point strokes. A long, narrow
/// picture is read zoomed to its narrow side, so that side caps the growth.
struct RenderMetrics {
    /// About one screen pixel when the document is shown 1200 pixels long (or its narrow side
    /// 300 pixels wide, whichever is larger), and never less than a point.
    let unit: Double

    /// The metrics of a document whose pictures, without margins, take `size` points.
    init(size: Size) {
        let longest = max(size.width, size.height)
        let shortest = min(size.width, size.height)
        unit = max(1, min(longest / 1200, shortest / 300))
    }

    /// Element outlines.
    var stroke: Double { unit }
    /// The viewport, an orthogonal section's window, and differences.
    var emphasis: Double { 2 * unit }
    /// Section outlines and the second layout of a diff.
    var dashes: String { pattern(5, 3) }
    /// An orthogonal section's scrolling row.
    var dots: String { pattern(1.5, 2.5) }
    /// Room around each picture, for section numbers and the viewport's label.
    var margin: Double { 24 * unit }
    /// Between pictures side by side.
    var gap: Double { 32 * unit }
    /// Titles above each picture, and the band they take.
    var titleSize: Double { 12 * unit }
    var titleBand: Double { 20 * unit }
    /// Notes in the margin: section numbers, the viewport's name.
    var noteSize: Double { 9 * unit }
    /// Labels on elements: as large as `labelSize`, shrunk to fit, left out below `smallestLabel`.
    var labelSize: Double { 11 * unit }
    var smallestLabel: Double { 5 * unit }
    /// Between a label and its element's edges.
    var labelPadding: Double { 2 * unit }
    /// Roughly how wide a character of the sans-serif font is, per point of font size.
    static let characterWidth = 0.62

    /// A dash pattern in units.
    private func pattern(_ on: Double, _ off: Double) -> String {
        NumberText.short(on * unit) + " " + NumberText.short(off * unit)
    }

    /// About how wide `text` is at `size`.
    static func width(of text: String, size: Double) -> Double {
        Double(text.count) * characterWidth * size
    }
}
