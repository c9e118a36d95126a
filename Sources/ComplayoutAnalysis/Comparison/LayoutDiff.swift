import ComplayoutModel

/// Two layouts' elements matched by key, and those that differ: the one comparison behind
/// `complayout diff` and `render --diff` (frames, within `tolerance`) and `matrix --ios`
/// (`VersionDifference`: frames exactly, and zIndex).
public struct LayoutDiff: Sendable {
    /// Frames closer than this on every edge are the same (as `check` compares them): what a
    /// picture or `diff` calls unchanged.
    public static let tolerance = 0.001

    /// An element whose frame (or zIndex, when compared) differs between the layouts, or that only
    /// one of them has.
    public struct Difference: Sendable, Hashable {
        public var key: ElementKey
        /// The frame in the first layout; nil when only the second has the element.
        public var first: Rect?
        /// The frame in the second layout; nil when only the first has the element.
        public var second: Rect?
    }

    /// The first layout's differing elements in its order, then those only the second has, in its order.
    public let differences: [Difference]
    /// How many keys the two layouts have between them.
    public let elementCount: Int

    /// Matches `first` and `second` by key. Two elements with one key are the same when their
    /// frames are within `tolerance` on every edge (0: equal) and, when `comparesZIndex`, their
    /// zIndex is equal.
    public init(
        _ first: some Sequence<LayoutAttributes>, _ second: some Sequence<LayoutAttributes>,
        tolerance: Double = LayoutDiff.tolerance, comparesZIndex: Bool = false
    ) {
        let first = Array(first)
        let second = Array(second)
        let secondElements = Dictionary(second.map { ($0.key, $0) }, uniquingKeysWith: { element, _ in element })
        let firstKeys = Set(first.map(\.key))
        var differences: [Difference] = first.compactMap { element in
            let other = secondElements[element.key]
            if let other, other.frame.isClose(to: element.frame, within: tolerance),
                !comparesZIndex || other.zIndex == element.zIndex
            {
                return nil
            }
            return Difference(key: element.key, first: element.frame, second: other?.frame)
        }
        differences += second.filter { !firstKeys.contains($0.key) }.map {
            Difference(key: $0.key, first: nil, second: $0.frame)
        }
        self.differences = differences
        elementCount = firstKeys.union(secondElements.keys).count
    }

    /// `3 of 12 elements differ`, or `no element differs (of 12)`.
    public var summary: String {
        switch differences.count {
        case 0: "no element differs (of \(elementCount))"
        case 1: "1 of \(elementCount) elements differs"
        default: "\(differences.count) of \(elementCount) elements differ"
        }
    }
}
