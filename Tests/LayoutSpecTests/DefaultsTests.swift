import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutSpec
import Testing

/// Every key left out takes the default of language.md (and R64).
@Suite struct DefaultsTests {
    /// The smallest spec: one section with a one-item group.
    static let minimal = specWithSection(simpleGroup)

    @Test func topLevelDefaults() throws {
        let spec = try #require(loadSpec(Self.minimal))
        #expect(spec.name == nil)
        #expect(spec.description == nil)
        #expect(spec.environment == LayoutEnvironment())
        #expect(spec.data == nil)
        #expect(spec.expectation == nil)
        #expect(spec.effectiveData.sections.map(\.itemCount) == [10])
    }

    @Test func layoutDefaults() throws {
        let layout = try #require(loadSpec(Self.minimal)).layout
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.interSectionSpacing == 0)
        #expect(layout.contentInsetsReference == .automatic)
        #expect(layout.boundarySupplementaryItems.isEmpty)
        guard case .uniform(.section) = layout.sections else {
            Issue.record("expected one uniform section, got \(layout.sections)")
            return
        }
    }

    @Test func sectionDefaults() throws {
        let section = try #require(firstSection(loadSpec(Self.minimal)))
        #expect(section.interGroupSpacing == 0)
        #expect(section.contentInsets == .zero)
        #expect(section.contentInsetsReference == nil)
        #expect(section.supplementaryContentInsetsReference == .automatic)
        #expect(section.supplementariesFollowContentInsets == true)
        #expect(section.orthogonalScrollingBehavior == OrthogonalScrollingBehavior.none)
        #expect(section.boundarySupplementaryItems.isEmpty)
        #expect(section.decorationItems.isEmpty)
    }

    @Test func groupAndItemDefaults() throws {
        let group = try #require(rootGroup(loadSpec(Self.minimal)))
        #expect(group.interItemSpacing == .fixed(0))
        #expect(group.contentInsets == .zero)
        #expect(group.edgeSpacing == nil)
        #expect(group.supplementaryItems.isEmpty)
        guard case .stack(.horizontal, .repeating(let subitems)) = group.kind, case .item(let item)? = subitems.first
        else {
            Issue.record("expected a horizontal repeating group with an item, got \(group.kind)")
            return
        }
        #expect(item.size == LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        #expect(item.contentInsets == .zero)
        #expect(item.edgeSpacing == nil)
        #expect(item.supplementaryItems.isEmpty)
    }

    @Test func supplementaryAndDecorationDefaults() throws {
        let spec = try #require(loadSpec(specWithSection("""
                boundarySupplementaryItems:
                  - { kind: header, size: { width: fractionalWidth(1), height: absolute(40) }, alignment: top }
                decorationItems:
                  - { background: bg }
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    supplementaryItems:
                      - { kind: badge, size: { width: 10, height: 10 }, containerAnchor: { edges: [top] } }
                    subitems:
                      - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            """)))
        let section = try #require(firstSection(spec))
        let header = try #require(section.boundarySupplementaryItems.first)
        #expect(header.absoluteOffset == .zero)
        #expect(header.extendsBoundary == true)
        #expect(header.pinToVisibleBounds == false)
        #expect(header.contentInsets == .zero)
        #expect(header.zIndex == 1)
        let background = try #require(section.decorationItems.first)
        #expect(background.elementKind == "bg")
        #expect(background.contentInsets == .zero)
        #expect(background.zIndex == 0)
        let badge = try #require(rootGroup(spec)?.supplementaryItems.first)
        #expect(badge.itemAnchor == nil)
        #expect(badge.containerAnchor == SupplementaryAnchor(edges: [.top], offset: .none))
        #expect(badge.contentInsets == .zero)
        #expect(badge.zIndex == 1)
    }

    @Test func listDefaults() throws {
        let spec = try #require(loadSpec(specWithSection("    list: {}")))
        guard case .list(let list)? = firstSection(spec)?.content else {
            Issue.record("expected a list section")
            return
        }
        #expect(list.appearance == .plain)
        #expect(list.headerMode == .none)
        #expect(list.footerMode == .none)
        #expect(list.itemHeight == .estimated(44))
    }

    @Test func customFrameZIndexDefaultsToZero() throws {
        let spec = try #require(loadSpec(specWithSection("""
                group:
                  custom:
                    size: { width: 100, height: 100 }
                    frames: [ { x: 0, y: 0, width: 10, height: 10 } ]
            """)))
        guard case .custom(let frames)? = rootGroup(spec)?.kind else {
            Issue.record("expected a custom group")
            return
        }
        #expect(frames.map(\.zIndex) == [0])
    }

    @Test func environmentDefaults() throws {
        let spec = try #require(loadSpec("environment: { traits: {} }\n" + Self.minimal))
        #expect(spec.environment == LayoutEnvironment())
        #expect(spec.environment.container == Size(width: 390, height: 844))
        #expect(spec.environment.layoutMargins == nil)
        #expect(spec.environment.effectiveLayoutMargins == DirectionalInsets(leading: 16, trailing: 16))
        #expect(spec.environment.readableContentWidth == 672)
        #expect(spec.environment.traits == Traits(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3))
        // F4: no offset written is the rest position, minus the adjusted top inset (0 here).
        #expect(spec.environment.contentOffset == nil)
        #expect(spec.environment.effectiveContentOffset(scrollingAlong: .vertical) == .zero)
        #expect(spec.environment.contentInset == .zero)
        #expect(spec.environment.contentInsetAdjustment == .automatic)
        #expect(spec.environment.iOSVersion == 17)
        #expect(spec.environment.orthogonalOffsets.isEmpty)
    }

    @Test func dataSectionMappingDefaults() throws {
        let spec = try #require(loadSpec(Self.minimal + "\ndata: { sections: [ { items: 3 } ] }"))
        let section = try #require(spec.data?.sections.first)
        #expect(section.itemCount == 3)
        #expect(section.sizes.isEmpty)
        #expect(section.supplementarySizes.isEmpty)
    }

    @Test func expectationDefaults() throws {
        let spec = try #require(loadSpec(Self.minimal + "\nexpect: { elements: [] }"))
        #expect(spec.expectation == .layout(ExpectedLayout(
            contentSize: nil, elements: [], partial: false, source: expectSource(spec))))
        let partial = try #require(loadSpec(Self.minimal + "\nexpect: { partial: true }"))
        guard case .layout(let expected)? = partial.expectation else {
            Issue.record("expected a layout expectation")
            return
        }
        #expect(expected.partial && expected.elements.isEmpty && expected.contentSize == nil)
        #expect(expected.pass == .final)
        let initial = try #require(loadSpec(Self.minimal + "\nexpect: { pass: initial, elements: [] }"))
        guard case .layout(let expectedInitial)? = initial.expectation else {
            Issue.record("expected a layout expectation")
            return
        }
        #expect(expectedInitial.pass == .initial)
    }

    @Test func errorExpectationLineIsOptional() throws {
        let spec = try #require(loadSpec(Self.minimal + "\nexpect: { error: \"no room\" }"))
        guard case .error(let message, let line, _, _)? = spec.expectation else {
            Issue.record("expected an error expectation")
            return
        }
        #expect(message == "no room")
        #expect(line == nil)
    }

    private func expectSource(_ spec: SpecFile) -> SourceRange? {
        if case .layout(let expected)? = spec.expectation { return expected.source }
        return nil
    }
}
