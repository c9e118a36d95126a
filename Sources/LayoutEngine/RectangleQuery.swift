import LayoutModel

extension EvaluatedLayout {
    /// Every element whose frame overlaps `rect` with non-zero area, in output order — Apple's
    /// `layoutAttributesForElements(in:)`; touching edges do not count (`CGRect.intersects`).
    ///
    /// Only the group instances whose cells can reach the rectangle are visited: the cost grows with
    /// the number of elements found, not with the number of items in a section. Given a `limit`,
    /// the search stops at the first `limit + 1` elements, so that a caller can refuse a rectangle
    /// that holds too many without computing them all.
    public func elements(in rect: Rect, limit: Int = .max) -> [LayoutAttributes] {
        var found: [LayoutAttributes] = []
        func collect(_ attributes: LayoutAttributes?) {
            guard let attributes else { return }
            let final = final(attributes)
            if final.frame.intersects(rect) { found.append(final) }
        }
        var overLimit: Bool { found.count > limit }
        layoutItems.forEach(collect)
        // The rectangle in the unmirrored, unrounded coordinates the sections are laid out in,
        // widened by a pixel so that snapping cannot drop an element at its edge.
        var search = rect
        if mirrored { search.origin.x = unroundedContentSize.width - rect.x - rect.width }
        let pixel = 1 / grid.scale
        search = Rect(
            x: search.x - pixel, y: search.y - pixel, width: search.width + 2 * pixel,
            height: search.height + 2 * pixel)
        sectionLoop: for section in sections {
            section.decorations.forEach(collect)
            let instances = section.instances(reaching: search)
            for instance in instances {
                if overLimit { break sectionLoop }
                for slot in 0..<section.capacity {
                    collect(section.cell(at: instance * section.capacity + slot))
                }
            }
            for kind in section.supplementaryKinds.indices {
                if case .anchored(let slots) = section.supplementaryKinds[kind].content {
                    guard !instances.isEmpty else { continue }
                    let ordinals = (instances.lowerBound * slots.count)..<(instances.upperBound * slots.count)
                    for ordinal in ordinals {
                        if overLimit { break sectionLoop }
                        collect(section.supplementary(kind, ordinal: ordinal))
                    }
                } else {
                    collect(section.supplementary(kind, ordinal: 0))
                }
            }
            if overLimit { break }
        }
        return overLimit ? Array(found.prefix(limit + 1)) : found
    }
}

extension SectionLayout {
    /// The group instances whose cells or anchored supplementaries can overlap `rect`.
    func instances(reaching rect: Rect) -> Range<Int> {
        guard groupCount > 0, let bounds = instanceBounds else { return 0..<0 }
        let origin = firstGroupOrigin[groupAxis]
        let low = rect.min(along: groupAxis) - origin - bounds.max(along: groupAxis)
        let high = rect.max(along: groupAxis) - origin - bounds.min(along: groupAxis)
        guard groupStride > 0 else { return low < 0 && high > 0 ? 0..<groupCount : 0..<0 }
        // Instance k spans origin + k × stride + bounds; clamp before converting so huge rectangles cannot trap.
        let count = Double(groupCount)
        let first = Int(min(max((low / groupStride).rounded(.down), 0), count))
        let last = Int(min(max((high / groupStride).rounded(.up), -1), count - 1))
        return first <= last ? first..<(last + 1) : 0..<0
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
