import ComplayoutModel

extension EvaluatedLayout {
    /// The number of elements `elements` yields, counted without walking them: O(Σ over sections
    /// of supplementary kinds and their anchored slots).
    public var elementCount: Int {
        // Evaluation checked that every section's count, and their sum, fit in an Int.
        sections.reduce(layoutItems.count) { $0 + $1.elementCount! }
    }

    /// Every element's final frame in output order — the frames of `elements`, bit for bit —
    /// written into `frames`, which takes `elementCount` entries (reallocated only when it has
    /// another count).
    ///
    /// The fast path for materialising a layout: a section's cells are written in one loop,
    /// without building their index paths or attributes, so one array reused across calls takes
    /// 10^6 frames at a few nanoseconds each (docs/performance.md, benchmark 2).
    public func writeFrames(into frames: inout [Rect]) {
        let count = elementCount
        if frames.count != count { frames = Array(repeating: .zero, count: count) }
        frames.withUnsafeMutableBufferPointer { buffer in
            var walk = ElementWalk(layout: self)
            let written = walk.write(into: buffer, from: 0) { $0.frame }
            precondition(written == count, "elementCount disagrees with the elements walked")
        }
    }
}
