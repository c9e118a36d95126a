import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// Cells that stick out of the container across the scroll axis — in a section that does not
/// scroll orthogonally, content nobody can scroll to.
///
/// Group instances repeat (R19), so the first instance's cells tell for every unmeasured one; a
/// measured cell takes its own size (R57) and is looked at where its size is given.
enum ContainerOverflowCheck {
    /// Frames may be off the container by pixel rounding, not more.
    static let tolerance = 0.001

    /// At most one warning for the section's group, at its root group, and one for its measured
    /// cells, at the first one's measured size (in `data`).
    static func warnings(
        for section: SectionLayout, of layout: EvaluatedLayout, data: SectionData?, axis: LayoutAxis, container: Size
    ) -> [Diagnostic] {
        guard section.resolved.definition.orthogonalScrollingBehavior == .none else { return [] }
        let measured = Set((data?.sizes.keys).map(Array.init) ?? [])
        var found: [Diagnostic] = []
        let firstInstance = (0..<min(section.capacity, section.itemCount)).lazy.filter { !measured.contains($0) }
        if let (item, span) = firstInstance.lazy.compactMap({ item in
            overflow(of: item, in: section, of: layout, axis: axis, container: container).map { (item, $0) }
        }).first {
            found.append(
                .warning(
                    LintDiagnosticID.cellOutsideContainer,
                    "item \(item) of section \(section.index) \(span); \(meantToFit)",
                    at: section.resolved.group.source ?? section.source))
        }
        let overflowing = measured.sorted().filter { item in
            item < section.itemCount
                && overflow(of: item, in: section, of: layout, axis: axis, container: container) != nil
        }
        if let item = overflowing.first,
            let span = overflow(of: item, in: section, of: layout, axis: axis, container: container)
        {
            let others = overflowing.count - 1
            let more = others == 0 ? "" : " (and \(others) more measured \(others == 1 ? "item" : "items") of the section)"
            found.append(
                .warning(
                    LintDiagnosticID.measuredCellOutsideContainer,
                    "the measured size of item \(item) of section \(section.index) puts it outside the container: "
                        + "it \(span)\(more); \(meantToFit)",
                    at: data?.sizeSources[item] ?? data?.source))
        }
        return found
    }

    /// Why sticking out is a mistake.
    private static let meantToFit = "a section that does not scroll orthogonally is meant to fit across the scroll axis"

    /// How cell `item` sticks out of the container across `axis`, in words, or nil when it does not.
    private static func overflow(
        of item: Int, in section: SectionLayout, of layout: EvaluatedLayout, axis: LayoutAxis, container: Size
    ) -> String? {
        guard let cell = layout.cellAttributes(section: section.index, item: item) else { return nil }
        let cross = axis.cross
        let limit = container[cross]
        let start = cell.frame.min(along: cross)
        let end = start + cell.frame.size[cross]
        guard start < -tolerance || end > limit + tolerance else { return nil }
        let edge = cross == .horizontal ? "width" : "height"
        return "spans \(start.messageText)…\(end.messageText) across the scroll axis, "
            + "outside the container's \(edge) \(limit.messageText)"
    }
}
