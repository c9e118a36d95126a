import ComplayoutModel

/// The text written on an element — its index path, with its kind for supplementaries and
/// decorations — at the largest size that fits inside the frame, at the frame's top-left corner.
struct ElementLabel {
    var text: String
    var fontSize: Double
    /// Where the text's baseline starts.
    var baseline: Point

    /// The label of `element`, or nil when not even the shortest text fits at a readable size.
    init?(_ element: LayoutAttributes, metrics: RenderMetrics) {
        let frame = element.frame
        let padding = metrics.labelPadding
        let room = Size(width: frame.width - 2 * padding, height: frame.height - 2 * padding)
        for text in Self.texts(for: element.key) {
            let size = min(
                metrics.labelSize, room.height, room.width / (Double(text.count) * RenderMetrics.characterWidth))
            guard size >= metrics.smallestLabel else { continue }
            self.text = text
            fontSize = size
            // The cap height sits about 0.75 of the font size above the baseline.
            baseline = Point(x: frame.x + padding, y: frame.y + padding + 0.75 * size)
            return
        }
        return nil
    }

    /// The candidate texts, longest first: `0,5`; `header 0,0`, then `header`, then `0,0`.
    static func texts(for key: ElementKey) -> [String] {
        let path = key.indexPath.map(String.init).joined(separator: ",")
        guard let kind = key.kind else { return [path] }
        return [kind + " " + path, kind, path]
    }
}
