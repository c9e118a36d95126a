import ComplayoutEngine
import Testing

/// The walk a rectangle query makes over the instances each slot can reach it from.
@Suite struct ReachingInstancesTests {
    private func pairs(_ ranges: [Range<Int>], stopAfter limit: Int = .max) -> [[Int]] {
        var visited: [[Int]] = []
        ReachingInstances(ranges: ranges).forEach { instance, slot in
            visited.append([instance, slot])
            return visited.count < limit
        }
        return visited
    }

    /// Instance order first, slot order within an instance; the gap 4..<10 that no slot reaches is
    /// not walked, nor are empty ranges.
    @Test func visitsEachReachingPairInOrder() {
        let ranges = [0..<3, 10..<12, 0..<0, 2..<4]
        #expect(pairs(ranges) == [[0, 0], [1, 0], [2, 0], [2, 3], [3, 3], [10, 1], [11, 1]])
    }

    /// Ranges far apart, up to Int.max, cost only the instances in them.
    @Test func skipsGapsOfAnySize() {
        let ranges = [0..<1, (Int.max - 2)..<Int.max]
        #expect(pairs(ranges) == [[0, 0], [Int.max - 2, 1], [Int.max - 1, 1]])
    }

    @Test func stopsWhenAsked() {
        #expect(pairs([0..<100, 0..<100], stopAfter: 3) == [[0, 0], [0, 1], [1, 0]])
    }

    @Test func visitsNothingWithoutRanges() {
        #expect(pairs([]).isEmpty)
        #expect(pairs([5..<5]).isEmpty)
    }
}
