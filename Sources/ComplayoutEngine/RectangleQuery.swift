import ComplayoutModel

extension EvaluatedLayout {
    /// Every element whose frame overlaps `rect` with non-zero area, in output order — Apple's
    /// `layoutAttributesForElements(in:)`; touching edges do not count (`CGRect.intersects`).
    ///
    /// Only the sections, and in them the group instances, whose elements can reach the rectangle
    /// are visited: the sections are found by binary search, so the cost grows with the number of
    /// elements found, not with the number of sections or of items in a section. Given a `limit`,
    /// the search stops at the first `limit + 1` elements, so that a caller can refuse a rectangle
    /// that holds too many without computing them all.
    public func elements(in rect: Rect, limit: Int = .max) -> [LayoutAttributes] {
        var found: [LayoutAttributes] = []
        visitElements(in: rect) { found.append($0); return found.count <= limit }
        return found
    }

    /// `elements(in:)` one at a time, in the same order, without collecting them: a rectangle
    /// over 10^9 items costs time, not memory.
    public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        visitElements(in: rect) { body($0); return true }
    }

    /// How many elements `elements(in:)` gives, counting no further than `limit + 1`: a caller
    /// can refuse a rectangle that holds too many before printing any.
    public func elementCount(in rect: Rect, upTo limit: Int) -> Int {
        var count = 0
        visitElements(in: rect) { _ in
            count += 1
            return count <= limit
        }
        return count
    }

    /// Calls `visit` with each element of `elements(in:)` in order, until it returns false.
    private func visitElements(in rect: Rect, _ visit: (LayoutAttributes) -> Bool) {
        var stopped = false
        func collect(_ attributes: LayoutAttributes?) {
            guard !stopped, let attributes else { return }
            let final = final(attributes)
            if final.frame.intersects(rect) { stopped = !visit(final) }
        }
        layoutItems.forEach(collect)
        // The rectangle in the unmirrored, unrounded coordinates the sections are laid out in,
        // widened by a pixel so that snapping cannot drop an element at its edge.
        var search = rect
        if mirrored { search.origin.x = unroundedContentSize.width - rect.x - rect.width }
        let pixel = 1 / grid.scale
        search = Rect(
            x: search.x - pixel, y: search.y - pixel, width: search.width + 2 * pixel,
            height: search.height + 2 * pixel)
        let reached = sectionSearch.sections(
            from: search.min(along: sectionSearch.axis), to: search.max(along: sectionSearch.axis))
        for section in sections[reached] {
            section.decorations.forEach(collect)
            if !stopped {
                section.visitCells(reaching: search) { collect($0); return !stopped }
            }
            for kind in section.supplementaryKinds.indices where !stopped {
                if case .anchored(let slots) = section.supplementaryKinds[kind].content {
                    let ranges = slots.map { section.instances(reaching: search, from: section.slotReach.supplementaries[$0]) }
                    ReachingInstances(ranges: ranges).forEach { instance, local in
                        collect(section.supplementary(kind, ordinal: instance * slots.count + local))
                        return !stopped
                    }
                } else {
                    collect(section.supplementary(kind, ordinal: 0))
                }
            }
            if stopped { break }
        }
    }
}

extension SectionLayout {
    /// Calls `collect` with the cells, in item order, of each slot in the instances whose slot can
    /// reach `rect`, until it returns false.
    fileprivate func visitCells(reaching rect: Rect, _ collect: (LayoutAttributes) -> Bool) {
        let ranges = slotReach.cells.map { instances(reaching: rect, from: $0) }
        var current: (instance: Int, solution: GroupSolution, origin: Point) = (-1, solution, .zero)
        ReachingInstances(ranges: ranges).forEach { instance, slot in
            guard let item = item(inInstance: instance, slot: slot) else { return true }
            if current.instance != instance {
                let (solution, origin) = groupInstance(instance)
                current = (instance, solution, origin)
            }
            return collect(cell(current.solution.cells[slot], item: item, origin: current.origin))
        }
    }

    /// The group instances in which an element that lies in `bounds` relative to the instance's
    /// origin can overlap `rect`: none when `bounds` is nil or lies beside `rect` across the group
    /// axis; else O(log m) for the m instances solved again in the final pass, O(1) for a periodic
    /// section.
    func instances(reaching rect: Rect, from bounds: Rect?) -> Range<Int> {
        guard groupCount > 0, let bounds else { return 0..<0 }
        let cross = groupAxis.cross
        let crossOrigin = firstGroupOrigin[cross]
        guard crossOrigin + bounds.max(along: cross) >= rect.min(along: cross),
            crossOrigin + bounds.min(along: cross) <= rect.max(along: cross)
        else { return 0..<0 }
        let origin = firstGroupOrigin[groupAxis]
        // Instance k reaches the rectangle if its position (origin + k × stride + shifts) plus the
        // bounds overlaps it; positions never decrease with k.
        let low = rect.min(along: groupAxis) - origin - bounds.max(along: groupAxis)
        let high = rect.max(along: groupAxis) - origin - bounds.min(along: groupAxis)
        let first = selfSized.firstInstance(reaching: low, strictly: false, stride: groupStride, count: groupCount)
        let end = selfSized.firstInstance(reaching: high, strictly: true, stride: groupStride, count: groupCount)
        // One instance more on each side absorbs floating-point error in the division (and
        // `end` may be the count itself, up to Int.max: add to the last instance, not past it).
        let range = max(first - 1, 0)..<(min(end, groupCount - 1) + 1)
        return range.isEmpty ? 0..<0 : range
    }
}

/// The instances each slot of a group can reach a rectangle from, walked in instance order and,
/// within an instance, in slot order. An instance no slot reaches is skipped, so the walk costs
/// the pairs it visits times the slots, however far apart the ranges lie.
package struct ReachingInstances {
    /// Per slot, the instances from which it can reach the rectangle.
    package let ranges: [Range<Int>]

    package init(ranges: [Range<Int>]) { self.ranges = ranges }

    /// Calls `body` with each instance in some range and each slot whose range holds it, until
    /// `body` returns false.
    package func forEach(_ body: (_ instance: Int, _ slot: Int) -> Bool) {
        var next = ranges.lazy.filter { !$0.isEmpty }.map(\.lowerBound).min()
        while let instance = next {
            for slot in ranges.indices where ranges[slot].contains(instance) {
                guard body(instance, slot) else { return }
            }
            next = successor(of: instance)
        }
    }

    /// The first instance after `instance` that some range holds.
    private func successor(of instance: Int) -> Int? {
        ranges.lazy.filter { $0.upperBound > instance + 1 }.map { Swift.max($0.lowerBound, instance + 1) }.min()
    }
}
