import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// Cells that stick out of the container across the scroll axis — in a section that does not
/// scroll orthogonally, content nobody can scroll to.
///
/// Every cell is accounted for at the cost of the section's structure, not of its items: group
/// instances repeat (R19), and across the group axis — the scroll axis, the section not scrolling
/// orthogonally — each starts where the first does, so a slot of the periodic solution spans the
/// same there in every instance that keeps it. Looked at are one cell per such slot, every cell of
/// each instance the final pass solved again (R57), and every measured cell.
enum ContainerOverflowCheck {
    /// Frames may be off the container by pixel rounding, not more.
    static let tolerance = 0.001

    /// At most one warning for the section's unmeasured cells, at its root group, and one for its
    /// measured cells, at the first one's measured size (in `data`).
    static func warnings(
        for section: SectionLayout, of layout: EvaluatedLayout, data: SectionData?, axis: LayoutAxis, container: Size
    ) -> [Diagnostic] {
        guard section.resolved.definition.orthogonalScrollingBehavior == .none else { return [] }
        let scan = OverflowScan(section: section, layout: layout, axis: axis, container: container)
        // Which items are measured, and the first measured cell outside with how many are.
        let isMeasured: (Int) -> Bool
        let measuredOverflow: (item: Int, span: CrossAxisSpan, count: Int)?
        if let data, spansFollowSlots(in: section, axis: axis) {
            if data.sizes.isEmpty {
                // Measured by lists alone: whether an item is measured is read from them, and the
                // measured items are found in one pass over them, without a list or a set of them.
                let lengths = listedLengths(of: data, itemCount: section.itemCount)
                isMeasured = lengths
                let listed = 0..<min(max(data.heights.count, data.widths.count), section.itemCount)
                measuredOverflow = slotOverflow(at: listed.lazy.filter(lengths), in: section, scan: scan)
            } else {
                let itemCount = section.itemCount
                let measured = data.measuredCellSizes.map(\.item).filter { $0 < itemCount }
                isMeasured = Set(measured).contains
                measuredOverflow = slotOverflow(at: measured, in: section, scan: scan)
            }
        } else {
            let measured = Set(data?.measuredCellSizes.map(\.item) ?? [])
            isMeasured = measured.contains
            let overflowing = scan.overflows(at: measured.filter { $0 >= 0 && $0 < section.itemCount }.sorted())
            measuredOverflow = overflowing.first.map { ($0.item, $0.span, overflowing.count) }
        }
        var found: [Diagnostic] = []
        if let (item, span) = scan.overflows(at: witnesses(of: section, isMeasured: isMeasured), upTo: 1).first {
            found.append(
                Diagnostic(
                    LintDiagnostic.cellOutsideContainer(item: item, section: section.index, span: span),
                    at: section.resolved.group.source ?? section.source))
        }
        if let (item, span, count) = measuredOverflow {
            found.append(
                Diagnostic(
                    LintDiagnostic.measuredCellOutsideContainer(
                        item: item, section: section.index, span: span, others: count - 1),
                    at: data?.sizeSources[item] ?? data?.source))
        }
        return found
    }

    /// The unmeasured items whose cells, between them, show where every unmeasured cell of
    /// `section` lies across the scroll axis, ascending: every unmeasured item of each instance
    /// solved again and, for each slot of the periodic solution, the first unmeasured item in that
    /// slot of an instance that was not — the first of the items whose cells span the same.
    ///
    /// The walk over the instances ends once every slot has its item: it passes only instances
    /// solved again and instances whose remaining slots hold measured items (or lie past the
    /// section's last item), so it costs O(capacity + measured items + instances solved again).
    private static func witnesses(of section: SectionLayout, isMeasured: (Int) -> Bool) -> [Int] {
        let capacity = section.capacity
        func isUnmeasured(_ item: Int) -> Bool { item < section.itemCount && !isMeasured(item) }
        var found = section.selfSized.entries.flatMap { entry in
            let first = entry.index * capacity
            return (first..<first + min(capacity, section.itemCount - first)).filter(isUnmeasured)
        }
        var unwitnessed = Array(0..<capacity)
        var instance = 0
        var entry = SelfSizedInstances.Walk()
        while !unwitnessed.isEmpty, instance < section.groupCount {
            if section.selfSized.placement(of: instance, from: &entry).entry == nil {
                unwitnessed.removeAll { slot in
                    guard let item = section.item(inInstance: instance, slot: slot), isUnmeasured(item) else { return false }
                    found.append(item)
                    return true
                }
            }
            instance += 1
        }
        return found.sorted()
    }
}

extension ContainerOverflowCheck {
    /// True for a section whose instances solved again, if any, are rows growing only along the
    /// scroll axis (`SelfSizedInstances.rows`): across the scroll axis every cell of such a
    /// section spans what its periodic slot spans, so its measured cells are looked at slot by slot.
    fileprivate static func spansFollowSlots(in section: SectionLayout, axis: LayoutAxis) -> Bool {
        section.selfSized.isEmpty || section.selfSized.rows?.axis == axis
    }

    /// With the measured lengths given as lists alone (`heights:`, `widths:`): whether item *i*
    /// of a section of `itemCount` items is measured.
    fileprivate static func listedLengths(of data: SectionData, itemCount: Int) -> (Int) -> Bool {
        let (heights, widths) = (data.heights, data.widths)
        return { item in
            item < itemCount
                && !(MeasuredLengths.isUnmeasured(heights.storedLength(item))
                    && MeasuredLengths.isUnmeasured(widths.storedLength(item)))
        }
    }

    /// For such a section, its measured cells `items` (ascending, within the section), each
    /// slot's span found once: the first outside the container, with how many are.
    fileprivate static func slotOverflow(
        at items: some Sequence<Int>, in section: SectionLayout, scan: OverflowScan
    ) -> (item: Int, span: CrossAxisSpan, count: Int)? {
        let capacity = section.capacity
        var slotSpans = [CrossAxisSpan??](repeating: nil, count: capacity)
        var first: (item: Int, span: CrossAxisSpan)?
        var overflowing = 0
        for item in items {
            let slot = item % capacity
            if slotSpans[slot] == nil { slotSpans[slot] = .some(scan.overflows(at: [item]).first?.span) }
            guard let span = slotSpans[slot] ?? nil else { continue }
            overflowing += 1
            if first == nil { first = (item, span) }
        }
        return first.map { ($0.item, $0.span, overflowing) }
    }
}

/// Walks a section's final cells at given items, ascending, and finds those outside the container.
private struct OverflowScan {
    var section: SectionLayout
    var layout: EvaluatedLayout
    var axis: LayoutAxis
    var container: Size

    /// The first `limit` items among `items` (ascending, without repeats) whose cells stick out,
    /// with where they lie.
    func overflows(at items: [Int], upTo limit: Int = .max) -> [(item: Int, span: CrossAxisSpan)] {
        var cursor = CellCursor(layout: layout, section: section)
        var found: [(item: Int, span: CrossAxisSpan)] = []
        for item in items where found.count < limit {
            cursor.skip(to: item)
            if let span = cursor.next().flatMap(overflow) { found.append((item, span)) }
        }
        return found
    }

    /// Where `cell` lies across the scroll axis when it sticks out of the container, or nil when it does not.
    private func overflow(of cell: LayoutAttributes) -> CrossAxisSpan? {
        let cross = axis.cross
        let span = CrossAxisSpan(
            start: cell.frame.min(along: cross), end: cell.frame.min(along: cross) + cell.frame.size[cross],
            axis: cross, container: container[cross])
        let tolerance = ContainerOverflowCheck.tolerance
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
