import LayoutModel

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
            case cells(Int)
            case supplementaries(kind: Int, ordinal: Int)
        }

        let layout: EvaluatedLayout
        private var section = 0
        private var phase = Phase.layoutItems(0)

        init(layout: EvaluatedLayout) {
            self.layout = layout
        }

        public mutating func next() -> LayoutAttributes? {
            while true {
                switch phase {
                case .layoutItems(let index):
                    guard index < layout.layoutItems.count else {
                        phase = .decorations(0)
                        continue
                    }
                    phase = .layoutItems(index + 1)
                    return layout.final(layout.layoutItems[index])
                case .decorations(let index):
                    guard section < layout.sections.count else { return nil }
                    guard index < layout.sections[section].decorations.count else {
                        phase = .cells(0)
                        continue
                    }
                    phase = .decorations(index + 1)
                    return layout.final(layout.sections[section].decorations[index])
                case .cells(let item):
                    let current = layout.sections[section]
                    guard item < current.itemCount, let cell = current.cell(at: item) else {
                        phase = .supplementaries(kind: 0, ordinal: 0)
                        continue
                    }
                    phase = .cells(item + 1)
                    return layout.final(cell)
                case .supplementaries(let kind, let ordinal):
                    let current = layout.sections[section]
                    guard kind < current.supplementaryKinds.count else {
                        section += 1
                        phase = .decorations(0)
                        continue
                    }
                    guard ordinal < current.supplementaryCount(kind),
                        let element = current.supplementary(kind, ordinal: ordinal)
                    else {
                        phase = .supplementaries(kind: kind + 1, ordinal: 0)
                        continue
                    }
                    phase = .supplementaries(kind: kind, ordinal: ordinal + 1)
                    return layout.final(element)
                }
            }
        }
    }
}
