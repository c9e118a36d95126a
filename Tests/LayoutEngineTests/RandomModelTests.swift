import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutExplain
import ComplayoutModel
import Testing

/// A program that builds layouts in Swift cannot crash the engine: random trees — with every value
/// the spec reader refuses (negative, NaN, infinite, zero counts, empty lists, huge values) mixed
/// with ordinary ones — evaluate to frames or to diagnostics, never to a trap. A trap ends the test
/// process, so reaching the end is the property; each layout that evaluates is also read (elements,
/// a rectangle, one cell, its explanation) and its frames must be finite and never negative in size.
@Suite struct RandomModelTests {
    /// Tight limits keep each model cheap; the default ones are the hostile-input harness's job.
    static let limits = EvaluationLimits(maxCellsPerGroup: 400, maxStoredElements: 2_000, maxSections: 8)

    @Test(arguments: 0..<8)
    func randomModelsGiveFramesOrDiagnostics(batch: Int) {
        var generator = ModelGenerator(seed: UInt64(batch) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        var evaluated = 0
        var refused: Set<String> = []
        for model in 0..<250 {
            let (layout, environment, data) = generator.model()
            do {
                let result = try Evaluator(limits: Self.limits).evaluate(layout, in: environment, data: data)
                evaluated += 1
                check(result, "batch \(batch), model \(model)")
                _ = try? Evaluator(limits: Self.limits).explain(
                    ElementKey(category: .cell, indexPath: [0, 0]), layout: layout, in: environment, data: data)
            } catch {
                #expect(!error.diagnostics.isEmpty, "batch \(batch), model \(model): thrown without a diagnostic")
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.severity == .error)
                    refused.insert(diagnostic.id)
                }
            }
        }
        // Both outcomes occur: the generator is neither all valid nor all invalid.
        #expect(evaluated > 0)
        #expect(refused.contains("negative-value") || refused.contains("non-finite-number"))
    }

    /// What a layout that evaluated answers is a number, and no size is negative.
    private func check(_ layout: EvaluatedLayout, _ name: String) {
        #expect(layout.contentSize.width.isFinite && layout.contentSize.height.isFinite, "\(name): content size")
        var frames = layout.elements.prefix(300).map(\.frame)
        frames += layout.elements(in: Rect(x: 0, y: 0, width: 1024, height: 1024), limit: 300).map(\.frame)
        if let cell = layout.cellAttributes(section: 0, item: 0) { frames.append(cell.frame) }
        for frame in frames {
            #expect(
                frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
                    && frame.size.height.isFinite, "\(name): \(frame)")
            #expect(frame.size.width >= 0 && frame.size.height >= 0, "\(name): \(frame)")
        }
    }
}

/// SplitMix64: a small, seeded generator, so a failing model can be built again from its batch.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random layouts, environments and data: half the models with ordinary values only, the other
/// half with one value in `hostileOneIn` taken from the hostile lists.
struct ModelGenerator {
    var random: SplitMix64
    /// How rare hostile values are in the model being built; 0 for none.
    var hostileOneIn = 0

    init(seed: UInt64) { random = SplitMix64(state: seed) }

    /// Every kind of number the reader refuses, and the extremes it accepts.
    static let hostileNumbers: [Double] = [
        -1, -20, -50, -0.0, .nan, .infinity, -.infinity, 1e12, 1e300, 1e308, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 0,
    ]
    static let hostileIntegers: [Int] = [0, -1, -20, .max, .min, 10_001, 1_000_000_000, 100_000]

    mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }
    mutating func hostile() -> Bool { hostileOneIn > 0 && chance(hostileOneIn) }
    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    mutating func length() -> Double { hostile() ? pick(Self.hostileNumbers) : pick([0, 1, 4, 10, 44, 100, 250]) }
    mutating func fraction() -> Double { hostile() ? pick(Self.hostileNumbers) : pick([0.1, 0.25, 1.0 / 3, 0.5, 1]) }
    mutating func integer(_ ordinary: ClosedRange<Int>) -> Int {
        hostile() ? pick(Self.hostileIntegers) : Int.random(in: ordinary, using: &random)
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
    mutating func point() -> Point { Point(x: hostile() ? pick(Self.hostileNumbers) : 3, y: -2) }

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

    mutating func model() -> (CompositionalLayout, LayoutEnvironment, DataSource) {
        hostileOneIn = chance(2) ? 0 : pick([3, 10, 30])
        let sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in section() }
        var layout = CompositionalLayout(
            scrollDirection: chance(4) ? .horizontal : .vertical, sections: .perSection(sections.map { .section($0) }))
        layout.interSectionSpacing = length()
        var environment = LayoutEnvironment(
            container: Size(width: hostile() ? pick(Self.hostileNumbers) : 390, height: chance(6) ? length() : 844),
            safeAreaInsets: insets(), layoutDirection: chance(2) ? .leftToRight : .rightToLeft,
            traits: Traits(displayScale: hostile() ? pick(Self.hostileNumbers) : pick([1, 2, 3])),
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
