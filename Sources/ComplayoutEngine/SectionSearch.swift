import ComplayoutModel

/// Finds by binary search the sections a span along the scroll axis can reach, so that a
/// rectangle query visits the sections it overlaps rather than all of them: O(log S) for S
/// sections.
///
/// Each section's reach is the span along the scroll axis that all its elements lie in
/// (`SectionLayout.reach`). Sections follow each other along the axis, but an element may stick
/// out of its section, so reaches can overlap and are not sorted as such. Two running bounds are:
/// the furthest end reached by any section up to *i*, and the nearest start of any section from *i*
/// on. Both never decrease with *i*, so each is binary-searched, and every section outside the
/// range they give lies wholly before or wholly after the span.
struct SectionSearch: Sendable {
    /// The scroll axis, along which the sections follow each other.
    let axis: LayoutAxis
    /// Entry *i*: the largest end of the reaches of sections 0 through *i*.
    private let endsSoFar: [Double]
    /// Entry *i*: the smallest start of the reaches of sections *i* through the last.
    private let startsFromHere: [Double]

    init(sections: [SectionLayout], axis: LayoutAxis) {
        self.axis = axis
        let reaches = sections.map { $0.reach(along: axis) }
        var endsSoFar: [Double] = []
        endsSoFar.reserveCapacity(reaches.count)
        var end = -Double.infinity
        for reach in reaches {
            end = max(end, reach?.end ?? end)
            endsSoFar.append(end)
        }
        var startsFromHere = [Double](repeating: .infinity, count: reaches.count)
        var start = Double.infinity
        for (index, reach) in reaches.enumerated().reversed() {
            start = min(start, reach?.start ?? start)
            startsFromHere[index] = start
        }
        self.endsSoFar = endsSoFar
        self.startsFromHere = startsFromHere
    }

    /// The indices of the sections whose reach can overlap the span from `start` to `end`:
    /// every section before the range ends before `start`, every section after it starts after
    /// `end`. Touching counts as overlapping, so that no element at the edge is lost.
    func sections(from start: Double, to end: Double) -> Range<Int> {
        let first = Self.firstIndex(in: endsSoFar) { $0 >= start }
        let last = Self.firstIndex(in: startsFromHere) { $0 > end }
        return first < last ? first..<last : first..<first
    }

    /// The first index of `values` (never decreasing) where `isPast` holds, or its count.
    private static func firstIndex(in values: [Double], where isPast: (Double) -> Bool) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension SectionLayout {
    /// The span along `axis` that every element of the section lies in, before rounding and
    /// mirroring: its decorations, boundary items, and the cells and anchored supplementaries of
    /// every group instance; nil when it has none.
    ///
    /// Instances are bounded by `instanceBounds` placed at the first and the last instance (along
    /// the group axis their positions never decrease), and at every instance the final pass solved
    /// again when one moves across the group axis (by its cross shift). O(m) for m such instances.
    func reach(along axis: LayoutAxis) -> (start: Double, end: Double)? {
        // Both edges of each frame, so that a frame of negative length cannot turn the span around;
        // folded as they come, since a section solved again has a frame per instance.
        // The first of equal edges is kept, as `min()` and `max()` of them all would keep it.
        var reach: (start: Double, end: Double)?
        func include(_ edge: Double) {
            guard let (start, end) = reach else { return reach = (edge, edge) }
            reach = (edge < start ? edge : start, edge > end ? edge : end)
        }
        func include(_ frame: Rect) {
            include(frame.min(along: axis))
            include(frame.max(along: axis))
        }
        for decoration in decorations { include(decoration.frame) }
        for item in boundaryItems { include(item.attributes.frame) }
        if groupCount > 0, let bounds = slotReach.union {
            func includeInstance(at origin: Point) { include(bounds.offsetBy(dx: origin.x, dy: origin.y)) }
            includeInstance(at: instanceOrigin(0).origin)
            includeInstance(at: instanceOrigin(groupCount - 1).origin)
            var position = SelfSizedInstances.Walk()
            // Without a cross shift, an instance solved again lies between the first and the last.
            if selfSized.movesAcross {
                for entry in selfSized.entries { includeInstance(at: instanceOrigin(entry.index, from: &position).origin) }
            }
        }
        return reach
    }
}
