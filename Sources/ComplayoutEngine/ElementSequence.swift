import ComplayoutModel

/// The elements of an evaluated layout in output order, produced lazily: layout boundary items,
/// then each section's decorations, cells by item, and supplementaries by kind then index.
public struct ElementSequence: Sequence, Sendable {
    let layout: EvaluatedLayout

    public func makeIterator() -> Iterator {
        Iterator(layout: layout)
    }

    /// Walks the layout's elements one at a time.
    public struct Iterator: IteratorProtocol {
        private enum Phase {
            case layoutItems(Int)
            case decorations(Int)
            case cells
            case supplementaries(kind: Int, ordinal: Int)
            case finished
        }

        let layout: EvaluatedLayout
        private var phase = Phase.layoutItems(0)
        /// The section being walked, copied once when the walk enters it rather than per element;
        /// `current` is non-nil in every phase but `.layoutItems` and `.finished`.
        private var section = 0
        private var current: SectionLayout?
        /// The current section's cells, while `phase` is `.cells`.
        private var cells: CellCursor?

        init(layout: EvaluatedLayout) {
            self.layout = layout
        }

        public mutating func next() -> LayoutAttributes? {
            while true {
                switch phase {
                case .layoutItems(let index):
                    guard index < layout.layoutItems.count else {
                        enter(section: 0)
                        continue
                    }
                    phase = .layoutItems(index + 1)
                    return layout.final(layout.layoutItems[index])
                case .decorations(let index):
                    guard index < current!.decorations.count else {
                        phase = .cells
                        cells = CellCursor(layout: layout, section: current!)
                        continue
                    }
                    phase = .decorations(index + 1)
                    return layout.final(current!.decorations[index])
                case .cells:
                    if let cell = cells!.next() { return cell }
                    cells = nil
                    phase = .supplementaries(kind: 0, ordinal: 0)
                case .supplementaries(let kind, let ordinal):
                    guard kind < current!.supplementaryKinds.count else {
                        enter(section: section + 1)
                        continue
                    }
                    guard ordinal < current!.supplementaryCount(kind),
                        let element = current!.supplementary(kind, ordinal: ordinal)
                    else {
                        phase = .supplementaries(kind: kind + 1, ordinal: 0)
                        continue
                    }
                    phase = .supplementaries(kind: kind, ordinal: ordinal + 1)
                    return layout.final(element)
                case .finished:
                    return nil
                }
            }
        }

        /// Writes the final frames of the next elements into `buffer` from `index` — every remaining
        /// cell of a section at once when the walk is among them — and returns the index after the
        /// last one written; nil after the last element.
        mutating func writeNextFrames(into buffer: UnsafeMutableBufferPointer<Rect>, at index: Int) -> Int? {
            if case .cells = phase {
                let end = cells!.writeFrames(into: buffer, at: index)
                cells = nil
                phase = .supplementaries(kind: 0, ordinal: 0)
                return end
            }
            guard let element = next() else { return nil }
            precondition(index < buffer.count, "the buffer is too small for the elements")
            buffer[index] = element.frame
            return index + 1
        }

        /// Starts section `index`'s elements, or finishes after the last section.
        private mutating func enter(section index: Int) {
            section = index
            guard index < layout.sections.count else {
                current = nil
                phase = .finished
                return
            }
            current = layout.sections[index]
            phase = .decorations(0)
        }
    }
}
