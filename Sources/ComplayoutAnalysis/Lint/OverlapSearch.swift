import ComplayoutDiagnostics
import ComplayoutModel

/// Frames of a custom group that overlap with the same zIndex (R20, R51).
///
/// A custom group places its items where its frames say, so overlap is possible; with different
/// zIndex values it is a deliberate stack, with the same one the drawing order is left to chance.
/// Each frame that overlaps an earlier one is reported once, with a note at the earlier frame.
struct OverlapSearch {
    var frames: [CustomFrame]
    /// The resolved cell frames, in the order of `frames`.
    var cells: [Rect]

    /// Overlaps narrower than this are rounding, not overlap.
    static let tolerance = 0.001

    func warnings() -> [Diagnostic] {
        guard frames.count == cells.count, cells.count > 1 else { return [] }
        // A sweep along the axis where the cells crowd least: each cell is compared only with
        // those that start before it ends along that axis.
        let axis = crowding(along: .horizontal) <= crowding(along: .vertical) ? LayoutAxis.horizontal : .vertical
        let order = cells.indices.filter { cells[$0].size.width > 0 && cells[$0].size.height > 0 }
            .sorted { cells[$0].min(along: axis) < cells[$1].min(along: axis) }
        var earlierOverlap: [Int: Int] = [:]
        for (position, first) in order.enumerated() {
            for second in order[(position + 1)...] {
                guard cells[second].min(along: axis) < cells[first].max(along: axis) - Self.tolerance else { break }
                guard frames[first].zIndex == frames[second].zIndex, overlap(first, second) != nil else { continue }
                let (earlier, later) = (min(first, second), max(first, second))
                if earlierOverlap[later].map({ earlier < $0 }) ?? true { earlierOverlap[later] = earlier }
            }
        }
        return earlierOverlap.keys.sorted().compactMap { later in
            guard let earlier = earlierOverlap[later], let area = overlap(earlier, later) else { return nil }
            return Diagnostic(
                LintDiagnostic.overlappingItems(width: area.width, height: area.height, zIndex: frames[later].zIndex),
                at: frames[later].source,
                notes: frames[earlier].source.map { [Diagnostic.Note("the earlier frame is defined here", at: $0)] } ?? [])
        }
    }

    /// The size of the overlap of two cells, when both sides are wider than the tolerance.
    private func overlap(_ a: Int, _ b: Int) -> Size? {
        let first = cells[a]
        let second = cells[b]
        let width = min(first.max(along: .horizontal), second.max(along: .horizontal))
            - max(first.min(along: .horizontal), second.min(along: .horizontal))
        let height = min(first.max(along: .vertical), second.max(along: .vertical))
            - max(first.min(along: .vertical), second.min(along: .vertical))
        guard width > Self.tolerance, height > Self.tolerance else { return nil }
        return Size(width: width, height: height)
    }

    /// How much the cells pile up along an axis: their summed length over the span they cover.
    private func crowding(along axis: LayoutAxis) -> Double {
        let start = cells.map { $0.min(along: axis) }.min() ?? 0
        let end = cells.map { $0.max(along: axis) }.max() ?? 0
        let total = cells.reduce(0) { $0 + Swift.max($1.size[axis], 0) }
        return end > start ? total / (end - start) : .infinity
    }
}
