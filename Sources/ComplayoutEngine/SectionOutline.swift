import ComplayoutModel

/// Where a section lies, in the coordinates its elements are reported in (mirrored and snapped):
/// what a picture of the layout outlines.
public struct SectionOutline: Sendable, Hashable {
    /// The data section's index.
    public var index: Int
    /// The section's frame: insets and extending boundary items included, as wide as the
    /// container across the scroll axis at least (R36, R38).
    public var frame: Rect
    /// For an orthogonally scrolling section, the whole row its group instances scroll in — the
    /// reference and section insets included, moved by the section's orthogonal offset (R52, D10);
    /// nil for an ordinary section.
    public var scrollingContent: Rect?

    public init(index: Int, frame: Rect, scrollingContent: Rect? = nil) {
        self.index = index
        self.frame = frame
        self.scrollingContent = scrollingContent
    }
}

extension EvaluatedLayout {
    /// The outline of every section, in data order.
    public var sectionOutlines: [SectionOutline] {
        sections.map {
            SectionOutline(index: $0.index, frame: final($0.frame), scrollingContent: $0.scrollingContent.map(final))
        }
    }
}
