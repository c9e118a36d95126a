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
        sectionLoop: for section in sections[reached] {
            section.decorations.forEach(collect)
            let instances = section.instances(reaching: search)
            for instance in instances {
                if stopped { break sectionLoop }
                let (solution, origin) = section.groupInstance(instance)
                for slot in 0..<min(section.capacity, section.itemCount - instance * section.capacity) {
                    collect(section.cell(solution.cells[slot], item: instance * section.capacity + slot, origin: origin))
                }
            }
            for kind in section.supplementaryKinds.indices {
                if case .anchored(let slots) = section.supplementaryKinds[kind].content {
                    guard !instances.isEmpty else { continue }
                    let ordinals = (instances.lowerBound * slots.count)..<(instances.upperBound * slots.count)
                    for ordinal in ordinals {
                        if stopped { break sectionLoop }
                        collect(section.supplementary(kind, ordinal: ordinal))
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
    /// The group instances whose cells or anchored supplementaries can overlap `rect`: O(log m) for
    /// the m instances solved again in the final pass, O(1) for a periodic section.
    func instances(reaching rect: Rect) -> Range<Int> {
        guard groupCount > 0, let bounds = instanceBounds else { return 0..<0 }
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

extension GroupSolution {
    /// The smallest rectangle holding every cell and anchored supplementary, relative to the group's
    /// origin; they may overflow the group.
    var contentBounds: Rect? {
        let frames = cells.map(\.frame) + supplementaries.map(\.frame)
        guard let first = frames.first else { return nil }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }
}
