import LayoutModel

extension EvaluatedLayout {
    /// Every element whose frame overlaps `rect` with non-zero area, in output order — Apple's
    /// `layoutAttributesForElements(in:)`; touching edges do not count (`CGRect.intersects`).
    ///
    /// Only the group instances whose cells can reach the rectangle are visited: the cost grows with
    /// the number of elements found, not with the number of items in a section.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        var found: [LayoutAttributes] = []
        forEachElement(in: rect) { found.append($0) }
        return found
    }

    /// `elements(in:)` one at a time, in the same order, without collecting them: a rectangle
    /// over 10^9 items costs time, not memory.
    public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        func collect(_ attributes: LayoutAttributes?) {
            guard let attributes else { return }
            let final = final(attributes)
            if final.frame.intersects(rect) { body(final) }
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
        for section in sections {
            section.decorations.forEach(collect)
            let instances = section.instances(reaching: search)
            for instance in instances {
                for slot in 0..<section.capacity {
                    collect(section.cell(at: instance * section.capacity + slot))
                }
            }
            for kind in section.supplementaryKinds.indices {
                if case .anchored(let slots) = section.supplementaryKinds[kind].content {
                    guard !instances.isEmpty else { continue }
                    let ordinals = (instances.lowerBound * slots.count)..<(instances.upperBound * slots.count)
                    for ordinal in ordinals { collect(section.supplementary(kind, ordinal: ordinal)) }
                } else {
                    collect(section.supplementary(kind, ordinal: 0))
                }
            }
        }
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
        return frames.dropFirst().reduce(first) { union, frame in
            let minX = min(union.x, frame.x)
            let minY = min(union.y, frame.y)
            return Rect(
                x: minX, y: minY, width: max(union.maxX, frame.maxX) - minX,
                height: max(union.maxY, frame.maxY) - minY)
        }
    }
}
