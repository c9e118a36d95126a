import ComplayoutModel

/// A walk over a layout's elements in output order: layout boundary items, then each section's
/// decorations, cells by item, and supplementaries by kind then index.
///
/// The one walk behind `elements` (whose iterator has it fill a chunk of attributes), the chunked
/// `ElementSequence.Iterator.next(into:)` and `EvaluatedLayout.writeFrames(into:)` (frames alone):
/// each writes a section's cells in `CellCursor`'s one loop, and every other element one at a time.
@usableFromInline
struct ElementWalk {
    private enum Phase {
        case layoutItems(Int)
        case decorations(Int)
        case cells
        case supplementaries(kind: Int, ordinal: Int)
        case finished
    }

    private let layout: EvaluatedLayout
    private var phase = Phase.layoutItems(0)
    /// The index in `layout.sections` of the section being walked, read there in place rather
    /// than copied, in every phase but `.layoutItems` and `.finished`.
    private var section = 0
    /// The current section's cells, while `phase` is `.cells`.
    private var cells: CellCursor?

    init(layout: EvaluatedLayout) {
        self.layout = layout
    }

    /// Writes the next elements into `buffer` from `start`, each as `output` makes it of the
    /// element's final attributes, until the buffer is full or the walk is finished, and returns
    /// the index after the last one written (`start` once the walk is finished). `buffer`'s memory
    /// from `start` may be uninitialized.
    ///
    /// Inlined, so that each `Output` gets a loop of its own: `output` reading only the frame
    /// leaves nothing else of the attributes to compute.
    @inline(__always)
    mutating func write<Output: BitwiseCopyable>(
        into buffer: UnsafeMutableBufferPointer<Output>, from start: Int, _ output: (LayoutAttributes) -> Output
    ) -> Int {
        var written = start
        while written < buffer.count {
            switch phase {
            case .cells:
                written = cells!.write(into: buffer, from: written, output)
                if cells!.remaining == 0 {
                    cells = nil
                    phase = .supplementaries(kind: 0, ordinal: 0)
                }
            case .finished:
                return written
            default:
                if let element = nextElement() {
                    (buffer.baseAddress! + written).initialize(to: output(element))
                    written += 1
                }
            }
        }
        return written
    }

    /// Outside the cells phase: the next element, or nil when the walk only moved on (into a
    /// section's cells, to the next section, or to its end).
    private mutating func nextElement() -> LayoutAttributes? {
        switch phase {
        case .layoutItems(let index):
            guard index < layout.layoutItems.count else {
                enter(section: 0)
                return nil
            }
            phase = .layoutItems(index + 1)
            return layout.final(layout.layoutItems[index])
        case .decorations(let index):
            guard index < layout.sections[section].decorations.count else {
                phase = .cells
                cells = CellCursor(layout: layout, section: layout.sections[section])
                return nil
            }
            phase = .decorations(index + 1)
            return layout.final(layout.sections[section].decorations[index])
        case .supplementaries(let kind, let ordinal):
            guard kind < layout.sections[section].supplementaryKinds.count else {
                enter(section: section + 1)
                return nil
            }
            guard ordinal < layout.sections[section].supplementaryCount(kind),
                let element = layout.sections[section].supplementary(kind, ordinal: ordinal)
            else {
                phase = .supplementaries(kind: kind + 1, ordinal: 0)
                return nil
            }
            phase = .supplementaries(kind: kind, ordinal: ordinal + 1)
            return layout.final(element)
        case .cells, .finished:
            return nil
        }
    }

    /// Starts section `index`'s elements, or finishes after the last section.
    private mutating func enter(section index: Int) {
        section = index
        guard index < layout.sections.count else {
            phase = .finished
            return
        }
        phase = .decorations(0)
    }
}
