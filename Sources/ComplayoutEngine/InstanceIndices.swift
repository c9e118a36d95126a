/// The numbers of the group instances the final pass solved again, ascending: a list, or — when
/// they follow one another, as when every row of a feed was measured — a range, which holds
/// nothing per instance and finds an instance's place by a subtraction.
package struct InstanceIndices: RandomAccessCollection, Equatable, Sendable {
    private let listed: [Int]
    /// The instances when they are a run; `listed` is then empty.
    private let run: Range<Int>?

    /// The instances `listed`, ascending.
    init(_ listed: [Int]) {
        self.listed = listed
        run = nil
    }

    /// The instances of `run`.
    init(run: Range<Int>) {
        listed = []
        self.run = run
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { run?.count ?? listed.count }

    package subscript(position: Int) -> Int {
        guard let run else { return listed[position] }
        precondition(position >= 0 && position < run.count, "no such instance solved again")
        return run.lowerBound + position
    }

    /// True when the instances are a run, held without a list.
    var isRun: Bool { run != nil }

    /// How many of the instances come before `instance`: a subtraction for a run, else a binary search.
    func countBefore(_ instance: Int) -> Int {
        if let run { return Swift.min(Swift.max(instance - run.lowerBound, 0), run.count) }
        var low = 0
        var high = listed.count
        while low < high {
            let middle = (low + high) / 2
            if listed[middle] < instance { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// True when `instance` is one of them.
    func holds(_ instance: Int) -> Bool {
        let position = countBefore(instance)
        return position < count && self[position] == instance
    }

    /// Equal when they hold the same instances, a run or a list.
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}
