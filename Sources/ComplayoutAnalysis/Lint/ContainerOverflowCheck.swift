import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// Cells that stick out of the container across the scroll axis — in a section that does not
/// scroll orthogonally, content nobody can scroll to.
///
/// Group instances repeat (R19), but an instance with measured sizes is solved again (R57) and may
/// differ from the first, so every cell is looked at, up to `maxCheckedCells` per section: the
/// first `maxCheckedCells` items (every instance, when the section has no more items than that).
enum ContainerOverflowCheck {
    /// Frames may be off the container by pixel rounding, not more.
    static let tolerance = 0.001
    /// The most cells of one section that are looked at: every command lints, a matrix in many
    /// environments, and each cell is found by a search over the stored instances.
    static let maxCheckedCells = 10_000

    /// At most one warning for the section's unmeasured cells, at its root group, and one for its
    /// measured cells, at the first one's measured size (in `data`).
    static func warnings(
        for section: SectionLayout, of layout: EvaluatedLayout, data: SectionData?, axis: LayoutAxis, container: Size
    ) -> [Diagnostic] {
        guard section.resolved.definition.orthogonalScrollingBehavior == .none else { return [] }
        let checked = 0..<min(section.itemCount, maxCheckedCells)
        let measured = Set(checked.filter { data?.measuredSize(of: $0) != nil })
        var found: [Diagnostic] = []
        if let (item, span) = checked.lazy.filter({ !measured.contains($0) }).compactMap({ item in
            overflow(of: item, in: section, of: layout, axis: axis, container: container).map { (item, $0) }
        }).first {
            found.append(
                Diagnostic(
                    LintDiagnostic.cellOutsideContainer(item: item, section: section.index, span: span),
                    at: section.resolved.group.source ?? section.source))
        }
        let overflowing = measured.filter(checked.contains).sorted().compactMap { item in
            overflow(of: item, in: section, of: layout, axis: axis, container: container).map { (item, $0) }
        }
        if let (item, span) = overflowing.first {
            found.append(
                Diagnostic(
                    LintDiagnostic.measuredCellOutsideContainer(
                        item: item, section: section.index, span: span, others: overflowing.count - 1),
                    at: data?.sizeSources[item] ?? data?.source))
        }
        return found
    }

    /// Where cell `item` lies across `axis` when it sticks out of the container, or nil when it does not.
    private static func overflow(
        of item: Int, in section: SectionLayout, of layout: EvaluatedLayout, axis: LayoutAxis, container: Size
    ) -> CrossAxisSpan? {
        guard let cell = layout.cellAttributes(section: section.index, item: item) else { return nil }
        let cross = axis.cross
        let span = CrossAxisSpan(
            start: cell.frame.min(along: cross), end: cell.frame.min(along: cross) + cell.frame.size[cross],
            axis: cross, container: container[cross])
        return span.start < -tolerance || span.end > span.container + tolerance ? span : nil
    }
}

/// Where a cell lies across the scroll axis (`axis`), against the container's `container` points.
struct CrossAxisSpan: Sendable, Hashable, CustomStringConvertible {
    var start: Double
    var end: Double
    var axis: LayoutAxis
    var container: Double

    /// "spans 0…400 across the scroll axis, outside the container's width 320".
    var description: String {
        "spans \(start.messageText)…\(end.messageText) across the scroll axis, "
            + "outside the container's \(axis.lengthName) \(container.messageText)"
    }
}
