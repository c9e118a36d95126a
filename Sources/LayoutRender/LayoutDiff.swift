import LayoutModel

/// Two layouts' elements matched by key, and the keys whose frames differ.
public struct LayoutDiff: Sendable {
    /// Frames closer than this on every edge are the same (as `check` compares them).
    public static let tolerance = 0.001

    /// Keys whose frames differ, or that only one layout has: the first layout's in its order,
    /// then those only the second has, in its order.
    public let differing: [ElementKey]
    /// How many keys the two layouts have between them.
    public let elementCount: Int

    public init(_ first: [LayoutAttributes], _ second: [LayoutAttributes]) {
        let secondFrames = Dictionary(second.map { ($0.key, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let firstKeys = Set(first.map(\.key))
        var differing = first.filter { element in
            guard let frame = secondFrames[element.key] else { return true }
            return !frame.isClose(to: element.frame, within: Self.tolerance)
        }.map(\.key)
        differing += second.map(\.key).filter { !firstKeys.contains($0) }
        self.differing = differing
        elementCount = firstKeys.union(secondFrames.keys).count
    }

    /// `3 of 12 elements differ` or `no element differs`.
    public var summary: String {
        switch differing.count {
        case 0: "no element differs (of \(elementCount))"
        case 1: "1 of \(elementCount) elements differs"
        default: "\(differing.count) of \(elementCount) elements differ"
        }
    }
}
