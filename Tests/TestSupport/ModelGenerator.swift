import ComplayoutModel

/// SplitMix64: a small, seeded generator, so a failing model can be built again from its batch.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Every kind of number and count the spec reader refuses, and the extremes it accepts.
enum HostileValues {
    static let numbers: [Double] = [
        -1, -20, -50, -0.0, .nan, .infinity, -.infinity, 1e12, 1e300, 1e308, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 0,
    ]
    static let integers: [Int] = [0, -1, -20, .max, .min, 10_001, 1_000_000_000, 100_000]
}

/// Random layouts, environments and data built through the Swift API, as a program would build
/// them: half the models with ordinary values only, the other half with one value in
/// `hostileOneIn` taken from the hostile lists — every value the spec reader refuses.
///
/// Its choices come from `Source`: a seeded generator in the property test
/// (`Tests/LayoutEngineTests/RandomModelTests.swift`), the fuzzer's bytes in the model fuzz target
/// (docs/fuzzing.md).
public struct ModelGenerator<Source: RandomNumberGenerator> {
    var random: Source
    /// How rare hostile values are in the model being built; 0 for none.
    var hostileOneIn = 0

    public init(_ source: Source) { random = source }

    mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }
    mutating func hostile() -> Bool { hostileOneIn > 0 && chance(hostileOneIn) }
    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    mutating func length() -> Double { hostile() ? pick(HostileValues.numbers) : pick([0, 1, 4, 10, 44, 100, 250]) }
    mutating func fraction() -> Double { hostile() ? pick(HostileValues.numbers) : pick([0.1, 0.25, 1.0 / 3, 0.5, 1]) }
    mutating func integer(_ ordinary: ClosedRange<Int>) -> Int {
        hostile() ? pick(HostileValues.integers) : Int.random(in: ordinary, using: &random)
    }

    mutating func dimension() -> LayoutDimension {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: .absolute(length())
        case 1: .estimated(length())
        case 2: .fractionalWidth(fraction())
        case 3: .fractionalHeight(fraction())
        default: .uniformAcrossSiblings(estimate: length())
        }
    }

    mutating func size() -> LayoutSize { LayoutSize(width: dimension(), height: dimension()) }
    mutating func spacing() -> Spacing { chance(2) ? .fixed(length()) : .flexible(length()) }
    mutating func insets() -> DirectionalInsets {
        chance(2) ? .zero : DirectionalInsets(top: length(), leading: length(), bottom: length(), trailing: length())
    }
    mutating func point() -> Point { Point(x: hostile() ? pick(HostileValues.numbers) : 3, y: -2) }

    mutating func supplementaries() -> [SupplementaryItem] {
        guard chance(4) else { return [] }
        let offset: SupplementaryAnchor.Offset = chance(2) ? .absolute(point()) : .fractional(point())
        return [
            SupplementaryItem(
                elementKind: "badge", size: size(), containerAnchor: SupplementaryAnchor(edges: [.top, .trailing], offset: offset),
                contentInsets: insets(), zIndex: integer(-2...3))
        ]
    }

    mutating func item() -> LayoutItem {
        LayoutItem(
            size: size(), contentInsets: insets(),
            edgeSpacing: chance(3) ? EdgeSpacing(leading: spacing(), top: spacing()) : nil,
            supplementaryItems: supplementaries())
    }

    mutating func subitem(depth: Int) -> Subitem {
        depth < 3 && chance(4) ? .group(group(depth: depth + 1)) : .item(item())
    }

    mutating func group(depth: Int) -> LayoutGroup {
        let axis: LayoutAxis = chance(2) ? .horizontal : .vertical
        let kind: GroupKind
        switch Int.random(in: 0..<5, using: &random) {
        case 0: kind = .stack(axis, .count(integer(1...4), subitem(depth: depth)))
        case 1: kind = .stack(axis, .repeatExactly(integer(1...4), subitem(depth: depth)))
        case 2:
            let frames = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                CustomFrame(x: length(), y: length(), width: dimension(), height: dimension(), zIndex: integer(-3...3))
            }
            kind = .custom(frames)
        default:
            kind = .stack(axis, .repeating((0..<Int.random(in: 0...3, using: &random)).map { _ in subitem(depth: depth) }))
        }
        return LayoutGroup(
            size: size(), kind: kind, interItemSpacing: spacing(), contentInsets: insets(),
            edgeSpacing: chance(4) ? EdgeSpacing(trailing: spacing(), bottom: spacing()) : nil,
            supplementaryItems: supplementaries())
    }

    mutating func section() -> LayoutSection {
        var section = LayoutSection(group: group(depth: 1))
        if chance(6) {
            section = LayoutSection(content: .list(ListConfiguration(itemHeight: dimension())))
        } else if chance(8) {
            section = LayoutSection(
                content: .flow(
                    FlowConfiguration(
                        itemSize: Size(width: length(), height: length()), minimumLineSpacing: length(),
                        minimumInteritemSpacing: length(), sectionInset: insets())))
        }
        section.interGroupSpacing = length()
        section.contentInsets = insets()
        section.orthogonalScrollingBehavior = chance(3) ? pick(OrthogonalScrollingBehavior.allCases) : .none
        if chance(3) {
            section.decorationItems = [DecorationItem(elementKind: "background", contentInsets: insets(), zIndex: integer(-1...1))]
        }
        if chance(3) {
            section.boundarySupplementaryItems = [
                BoundarySupplementaryItem(
                    elementKind: "header", size: size(), alignment: pick([.top, .bottom, .leading]),
                    absoluteOffset: point(), pinToVisibleBounds: chance(2), contentInsets: insets())
            ]
        }
        return section
    }

    /// One model: a layout of one to three sections, an environment and the data.
    public mutating func model() -> (CompositionalLayout, LayoutEnvironment, DataSource) {
        hostileOneIn = chance(2) ? 0 : pick([3, 10, 30])
        let sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in section() }
        var layout = CompositionalLayout(
            scrollDirection: chance(4) ? .horizontal : .vertical, sections: .perSection(sections.map { .section($0) }))
        layout.interSectionSpacing = length()
        var environment = LayoutEnvironment(
            container: Size(width: hostile() ? pick(HostileValues.numbers) : 390, height: chance(6) ? length() : 844),
            safeAreaInsets: insets(), layoutDirection: chance(2) ? .leftToRight : .rightToLeft,
            traits: Traits(displayScale: hostile() ? pick(HostileValues.numbers) : pick([1, 2, 3])),
            iOSVersion: chance(8) ? integer(0...20) : pick([14, 16, 17]))
        if chance(4) { environment.orthogonalOffsets = [integer(0...2): point()] }
        let data = DataSource(
            sections: sections.indices.map { _ in
                var section = SectionData(itemCount: integer(0...40))
                if chance(3) {
                    section.sizes = [integer(0...5): MeasuredSize(width: chance(2) ? length() : nil, height: length())]
                }
                if chance(5) { section.supplementarySizes = ["header": MeasuredSize(height: length())] }
                return section
            })
        return (layout, environment, data)
    }
}
