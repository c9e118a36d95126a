import ComplayoutModel

/// The elements of an evaluated layout in output order, produced lazily: layout boundary items,
/// then each section's decorations, cells by item, and supplementaries by kind then index.
public struct ElementSequence: Sequence, Sendable {
    @usableFromInline
    let layout: EvaluatedLayout

    @usableFromInline
    init(layout: EvaluatedLayout) {
        self.layout = layout
    }

    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(layout: layout)
    }

    /// Walks the layout's elements: one at a time with `next()`, or a buffer's worth at a time
    /// with `next(into:)`.
    ///
    /// Both read the same walk (`ElementWalk`), which writes the elements a chunk at a time — a
    /// section's cells in the loop `EvaluatedLayout.writeFrames(into:)` uses. `next()` is
    /// inlinable, so a caller in another module takes each element from the chunk without a
    /// call, and since `LayoutAttributes` is a plain value, without reference counting
    /// (docs/performance.md, benchmark 2b).
    public struct Iterator: IteratorProtocol {
        @usableFromInline
        var walk: ElementWalk
        /// The elements the walk wrote last: the first `filled` of `chunk`, of which `position`
        /// is the next to return. `chunk` keeps its length once allocated.
        @usableFromInline
        var chunk: [LayoutAttributes] = []
        @usableFromInline
        var filled = 0
        @usableFromInline
        var position = 0

        /// How many elements the walk writes at a time for `next()`: a few kilobytes.
        @usableFromInline
        static let chunkCapacity = 128

        @usableFromInline
        init(layout: EvaluatedLayout) {
            walk = ElementWalk(layout: layout)
        }

        @inlinable
        public mutating func next() -> LayoutAttributes? {
            if position == filled {
                guard refill() else { return nil }
            }
            defer { position += 1 }
            return chunk[position]
        }

        /// Writes the next elements, in output order, into `buffer` — as many as it holds — and
        /// returns how many it wrote: fewer than `buffer.count` only when the walk ends, and 0
        /// after the last element. `buffer`'s memory may be uninitialized.
        ///
        /// The chunked form of `next()`: the same elements, bit for bit, without a call per
        /// element. A section's cells are written in the loop of `EvaluatedLayout.writeFrames(into:)`,
        /// so one buffer reused for every call takes the elements at about the cost of their
        /// frames (docs/performance.md, benchmark 2e). Calls may be mixed with `next()`.
        public mutating func next(into buffer: UnsafeMutableBufferPointer<LayoutAttributes>) -> Int {
            // Elements `next()` already took from the walk come first.
            let buffered = Swift.min(filled - position, buffer.count)
            for offset in 0..<buffered {
                (buffer.baseAddress! + offset).initialize(to: chunk[position + offset])
            }
            position += buffered
            return walk.write(into: buffer, from: buffered) { $0 }
        }

        /// Fills `chunk` with the walk's next elements; false after the last.
        @usableFromInline
        mutating func refill() -> Bool {
            if chunk.isEmpty {
                chunk = Array(unsafeUninitializedCapacity: Self.chunkCapacity) { buffer, count in
                    count = walk.write(into: buffer, from: 0) { $0 }
                }
                filled = chunk.count
            } else {
                var chunk: [LayoutAttributes] = []
                swap(&chunk, &self.chunk)
                filled = chunk.withUnsafeMutableBufferPointer { walk.write(into: $0, from: 0) { $0 } }
                self.chunk = chunk
            }
            position = 0
            return filled > 0
        }
    }
}
