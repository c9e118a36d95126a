import ComplayoutEngine
import ComplayoutModel
import Testing

/// Walking a section's cells (`CellCursor`, behind `elements`, `next(into:)` and `writeFrames`)
/// gives each cell exactly as asking for it does: the walk rounds one start per run of slots that
/// share their start and length, and moves each slot's frame there.
@Suite struct CellWalkTests {
    /// Five slots per instance: a tall item, two stacked ones (starting apart along a vertical
    /// group axis; together along a horizontal one, but of other widths, so that mirroring moves
    /// them apart), and two that share their start and length along either axis. Fractional spacing on a 3× display, so that each instance's start rounds.
    private func evaluate(scroll: LayoutAxis, direction: InterfaceDirection) throws -> EvaluatedLayout {
        // Groups repeat their subitems while they fit: two stacked items (30.2 + 4.1 + 30.2 = 64.5),
        // and one of each subitem in 300 points (100 + 100 + 50 + 50).
        let stacked = vertical(
            .absolute(100), .absolute(64.5), [item(.fractionalWidth(1), .absolute(30.2)), item(.fractionalWidth(0.5), .absolute(30.2))],
            spacing: .fixed(4.1))
        let group = horizontal(
            .absolute(300), .absolute(100.4),
            [
                item(.absolute(100), .fractionalHeight(1)), .group(stacked), item(.absolute(50), .absolute(40.3)),
                item(.absolute(50), .absolute(40.3)),
            ])
        var environment = environment(scale: 3)
        environment.layoutDirection = direction
        return try Evaluator().evaluate(
            layout(group, interGroupSpacing: 0.7, scroll: scroll), in: environment, data: data(23))
    }

    private static let cases: [(LayoutAxis, InterfaceDirection)] = [
        (.vertical, .leftToRight), (.vertical, .rightToLeft), (.horizontal, .leftToRight), (.horizontal, .rightToLeft),
    ]

    @Test(arguments: cases)
    func chunksOfEverySizeGiveTheCellsAskedFor(scroll: LayoutAxis, direction: InterfaceDirection) throws {
        let layout = try evaluate(scroll: scroll, direction: direction)
        let asked = (0..<23).map { layout.cellAttributes(section: 0, item: $0)! }
        #expect(layout.sections[0].capacity == 5)
        // Chunks smaller than an instance, an instance and a run split across chunks, and larger.
        for size in 1...7 {
            let buffer = UnsafeMutableBufferPointer<LayoutAttributes>.allocate(capacity: size)
            defer { buffer.deallocate() }
            var iterator = layout.elements.makeIterator()
            var walked: [LayoutAttributes] = []
            while case let count = iterator.next(into: buffer), count > 0 {
                walked.append(contentsOf: buffer[..<count])
            }
            #expect(walked.map(\.key) == asked.map(\.key), "\(size)")
            #expect(walked.map(\.frame.bits) == asked.map(\.frame.bits), "\(size)")
            #expect(walked.map(\.zIndex) == asked.map(\.zIndex), "\(size)")
        }
        var frames: [Rect] = []
        layout.writeFrames(into: &frames)
        #expect(frames.map(\.bits) == asked.map(\.frame.bits))
    }

    @Test(arguments: cases)
    func aCursorMovedAheadGivesTheCellThere(scroll: LayoutAxis, direction: InterfaceDirection) throws {
        let layout = try evaluate(scroll: scroll, direction: direction)
        var cursor = CellCursor(layout: layout, section: layout.sections[0])
        // Within an instance, to the slot after a run, to the next instance's first slot, far ahead, the last.
        for target in [0, 2, 3, 5, 6, 17, 22] {
            cursor.skip(to: target)
            let next = cursor.next()
            let cell = try #require(next)
            #expect(cell.key == layout.cellAttributes(section: 0, item: target)?.key)
            #expect(cell.frame.bits == layout.cellAttributes(section: 0, item: target)?.frame.bits, "\(target)")
        }
        #expect(cursor.next() == nil)
        cursor.skip(to: 40)
        #expect(cursor.next() == nil)
    }
}

extension Rect {
    /// The four components' bits, so that even the sign of a zero must agree.
    fileprivate var bits: [UInt64] { [x, y, width, height].map(\.bitPattern) }
}
