import ComplayoutEngine
import ComplayoutModel

/// Cells that stick out of the container across the scroll axis — in a section that does not scroll
/// orthogonally, content nobody can scroll to. Group instances repeat (R19), so the first instance's
/// cells tell for all.
enum CrossAxisOverflow {
    /// Frames may be off the container by pixel rounding, not more.
    private static let tolerance = 0.001

    /// A description of the first overflowing cell of `section`'s first group instance, or nil.
    static func first(in section: SectionLayout, of layout: EvaluatedLayout, axis: LayoutAxis, container: Size) -> String? {
        let cross = axis.cross
        let limit = container[cross]
        for item in 0..<min(section.capacity, section.itemCount) {
            guard let cell = layout.cellAttributes(section: section.index, item: item) else { continue }
            let start = cell.frame.min(along: cross)
            let end = start + cell.frame.size[cross]
            if start < -tolerance || end > limit + tolerance {
                let edge = cross == .horizontal ? "width" : "height"
                return "item \(item) spans \(start.plainText)…\(end.plainText) across the scroll axis, "
                    + "outside the container's \(edge) \(limit.plainText)"
            }
        }
        return nil
    }
}
