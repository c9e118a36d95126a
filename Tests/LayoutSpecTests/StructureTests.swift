import ComplayoutTestSupport
import ComplayoutModel
import ComplayoutSpec
import Testing

/// The tree: groups of every kind nested to any depth, sections, variants, data and expectations.
@Suite struct StructureTests {
    @Test func groupsNestToAnyDepth() throws {
        let spec = try #require(loadSpec(specWithSection("""
                group:
                  vertical:
                    size: { width: fractionalWidth(1), height: absolute(300) }
                    subitems:
                      - group:
                          horizontal:
                            size: { width: fractionalWidth(1), height: fractionalHeight(0.5) }
                            subitems:
                              - group:
                                  vertical:
                                    size: { width: fractionalWidth(0.5), height: fractionalHeight(1) }
                                    subitems:
                                      - item: { size: { width: fractionalWidth(1), height: fractionalHeight(0.5) } }
                              - item: { size: { width: fractionalWidth(0.5), height: fractionalHeight(1) } }
                      - item: { size: { width: fractionalWidth(1), height: fractionalHeight(0.5) } }
            """)))
        let root = try #require(rootGroup(spec))
        guard case .stack(.vertical, .repeating(let level1)) = root.kind, level1.count == 2,
            case .group(let row) = level1[0], case .stack(.horizontal, .repeating(let level2)) = row.kind,
            level2.count == 2, case .group(let column) = level2[0],
            case .stack(.vertical, .repeating(let level3)) = column.kind, case .item(let leaf) = level3[0]
        else {
            Issue.record("unexpected tree: \(root.kind)")
            return
        }
        #expect(leaf.size == LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
    }

    @Test func countAndRepeatTakeOneSubitem() throws {
        for (key, make) in [("count", GroupArrangement.count), ("repeat", GroupArrangement.repeatExactly)] {
            let spec = try #require(loadSpec(specWithSection("""
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(44) }
                        \(key): 3
                        subitems:
                          - item: { size: { width: absolute(10), height: fractionalHeight(1) } }
                """)))
            let item = LayoutItem(
                size: LayoutSize(width: .absolute(10), height: .fractionalHeight(1)),
                source: firstItem(spec)?.source)
            #expect(rootGroup(spec)?.kind == .stack(.horizontal, make(3, .item(item))))
        }
    }

    @Test func customGroupTakesFramesAndCommonKeys() throws {
        let spec = try #require(loadSpec(specWithSection("""
                group:
                  custom:
                    size: { width: fractionalWidth(1), height: absolute(200) }
                    contentInsets: 4
                    edgeSpacing: { top: fixed(2) }
                    supplementaryItems:
                      - { kind: badge, size: { width: 10, height: 10 }, containerAnchor: { edges: [top, trailing] } }
                    frames:
                      - { x: 0, y: 0, width: fractionalWidth(0.5), height: 200 }
                      - { x: 200, y: -10, width: estimated(100), height: fractionalHeight(0.5), zIndex: 3 }
            """)))
        let group = try #require(rootGroup(spec))
        guard case .custom(let frames) = group.kind else {
            Issue.record("expected a custom group")
            return
        }
        #expect(frames.map(\.x) == [0, 200])
        #expect(frames.map(\.y) == [0, -10])
        #expect(frames.map(\.width) == [.fractionalWidth(0.5), .estimated(100)])
        #expect(frames.map(\.height) == [.absolute(200), .fractionalHeight(0.5)])
        #expect(frames.map(\.zIndex) == [0, 3])
        #expect(group.contentInsets == DirectionalInsets(all: 4))
        #expect(group.edgeSpacing == EdgeSpacing(top: .fixed(2)))
        #expect(group.supplementaryItems.map(\.elementKind) == ["badge"])
    }

    @Test func sectionKeys() throws {
        let section = try #require(firstSection(loadSpec(specWithSection("""
                interGroupSpacing: 8
                contentInsets: { top: 10, leading: 20 }
                contentInsetsReference: layoutMargins
                supplementaryContentInsetsReference: none
                supplementariesFollowContentInsets: false
                orthogonalScrollingBehavior: groupPagingCentered
                boundarySupplementaryItems:
                  - kind: header
                    size: { width: fractionalWidth(1), height: estimated(40) }
                    alignment: topLeading
                    absoluteOffset: { x: -4, y: 2 }
                    extendsBoundary: false
                    pinToVisibleBounds: true
                    contentInsets: 3
                    zIndex: 5
                decorationItems:
                  - { background: bg, contentInsets: { top: 1 }, zIndex: -1 }
            \(simpleGroup)
            """))))
        #expect(section.interGroupSpacing == 8)
        #expect(section.contentInsets == DirectionalInsets(top: 10, leading: 20))
        #expect(section.contentInsetsReference == .layoutMargins)
        #expect(section.supplementaryContentInsetsReference == ContentInsetsReference.none)
        #expect(section.supplementariesFollowContentInsets == false)
        #expect(section.orthogonalScrollingBehavior == .groupPagingCentered)
        let header = try #require(section.boundarySupplementaryItems.first)
        #expect(header.elementKind == "header")
        #expect(header.size == LayoutSize(width: .fractionalWidth(1), height: .estimated(40)))
        #expect(header.alignment == .topLeading)
        #expect(header.absoluteOffset == Point(x: -4, y: 2))
        #expect(header.extendsBoundary == false)
        #expect(header.pinToVisibleBounds == true)
        #expect(header.contentInsets == DirectionalInsets(all: 3))
        #expect(header.zIndex == 5)
        #expect(section.decorationItems.map(\.zIndex) == [-1])
        #expect(section.decorationItems.map(\.contentInsets) == [DirectionalInsets(top: 1)])
    }

    @Test func anchors() throws {
        let spec = try #require(loadSpec(specWithItem("""
            supplementaryItems: [ { kind: badge, size: { width: 20, height: 20 }, \
            containerAnchor: { edges: [top, trailing], fractionalOffset: { x: 0.5, y: -0.5 } }, \
            itemAnchor: { edges: [], absoluteOffset: { x: -2, y: 3 } }, contentInsets: 1, zIndex: 2 } ]
            """)))
        let badge = try #require(firstItem(spec)?.supplementaryItems.first)
        #expect(badge.containerAnchor == SupplementaryAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
        #expect(badge.itemAnchor == SupplementaryAnchor(edges: [], offset: .absolute(Point(x: -2, y: 3))))
        #expect(badge.contentInsets == DirectionalInsets(all: 1))
        #expect(badge.zIndex == 2)
    }

    @Test func layoutKeys() throws {
        let spec = try #require(loadSpec("""
            layout:
              scrollDirection: horizontal
              interSectionSpacing: 12
              contentInsetsReference: readableContent
              boundarySupplementaryItems:
                - { kind: banner, size: { width: fractionalWidth(1), height: absolute(50) }, alignment: top }
              sections:
                - list: { appearance: insetGrouped, headerMode: firstItemInSection, footerMode: supplementary, itemHeight: absolute(50) }
                - group:
                    vertical:
                      size: { width: fractionalWidth(1), height: absolute(44) }
                      subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ]
            """))
        #expect(spec.layout.scrollDirection == .horizontal)
        #expect(spec.layout.interSectionSpacing == 12)
        #expect(spec.layout.contentInsetsReference == .readableContent)
        #expect(spec.layout.boundarySupplementaryItems.map(\.elementKind) == ["banner"])
        guard case .perSection(let definitions) = spec.layout.sections, definitions.count == 2,
            case .section(let listSection) = definitions[0], case .list(let list) = listSection.content
        else {
            Issue.record("expected two sections, the first a list")
            return
        }
        #expect(list.appearance == .insetGrouped)
        #expect(list.headerMode == .firstItemInSection)
        #expect(list.footerMode == .supplementary)
        #expect(list.itemHeight == .absolute(50))
    }

    /// An entry that is a list of alternatives; any alternative may lack `when`; the first match wins.
    @Test func variants() throws {
        let spec = try #require(loadSpec("""
            layout:
              sections:
                - - when: { minWidth: 800, maxWidth: 2000, minHeight: 1, maxHeight: 3000, horizontalSizeClass: regular, verticalSizeClass: regular, layoutDirection: rightToLeft }
                    interGroupSpacing: 1
                    list: {}
                  - interGroupSpacing: 2
                    list: {}
                  - when: { maxWidth: 100 }
                    interGroupSpacing: 3
                    list: {}
            """))
        guard case .perSection(let definitions) = spec.layout.sections,
            case .variants(let variants, _)? = definitions.first
        else {
            Issue.record("expected a list of alternatives")
            return
        }
        #expect(variants.map(\.section.interGroupSpacing) == [1, 2, 3])
        #expect(variants.map { $0.condition == nil } == [false, true, false])
        let condition = try #require(variants[0].condition)
        #expect(condition.minWidth == 800)
        #expect(condition.maxWidth == 2000)
        #expect(condition.minHeight == 1)
        #expect(condition.maxHeight == 3000)
        #expect(condition.horizontalSizeClass == .regular)
        #expect(condition.verticalSizeClass == .regular)
        #expect(condition.layoutDirection == .rightToLeft)
    }

    @Test func dataMixesForms() throws {
        let spec = try #require(loadSpec(specWithSection(simpleGroup) + """

            data:
              sections:
                - 12
                - items: 4
                  sizes:
                    0: { height: 88 }
                    3: { width: 120, height: 60 }
                  supplementarySizes:
                    header: { height: 52 }
                - 0
            """))
        let sections = try #require(spec.data?.sections)
        #expect(sections.map(\.itemCount) == [12, 4, 0])
        #expect(sections[1].sizes == [0: MeasuredSize(height: 88), 3: MeasuredSize(width: 120, height: 60)])
        #expect(sections[1].supplementarySizes == ["header": MeasuredSize(height: 52)])
    }

    @Test func layoutExpectation() throws {
        let spec = try #require(loadSpec(specWithSection(simpleGroup) + """

            name: a case
            description: what it checks
            expect:
              contentSize: { width: 390, height: 440 }
              partial: true
              elements:
                - { category: cell, indexPath: [0, 0], frame: { x: 0, y: 0, width: 390, height: 44 }, zIndex: 0 }
                - { category: supplementary, kind: header, indexPath: [0], frame: { x: -1, y: 0, width: 390, height: 40 }, zIndex: 1 }
                - { category: decoration, kind: bg, indexPath: [0, 0], frame: { x: 0, y: 0, width: 390, height: 400 }, zIndex: -1 }
            """))
        #expect(spec.name == "a case")
        #expect(spec.description == "what it checks")
        guard case .layout(let expected)? = spec.expectation else {
            Issue.record("expected a layout expectation")
            return
        }
        #expect(expected.contentSize == Size(width: 390, height: 440))
        #expect(expected.partial)
        #expect(expected.elements.map(\.key) == [
            ElementKey(category: .cell, indexPath: [0, 0]),
            ElementKey(category: .supplementary, kind: "header", indexPath: [0]),
            ElementKey(category: .decoration, kind: "bg", indexPath: [0, 0]),
        ])
        #expect(expected.elements.map(\.frame.x) == [0, -1, 0])
        #expect(expected.elements.map(\.zIndex) == [0, 1, -1])
    }

    @Test func errorExpectation() throws {
        let spec = try #require(loadSpec(specWithSection(simpleGroup) + "\nexpect: { error: \"no room\", line: 7 }"))
        guard case .error(let message, let line, _, _)? = spec.expectation else {
            Issue.record("expected an error expectation")
            return
        }
        #expect(message == "no room")
        #expect(line == 7)
    }

    /// An aliased subtree reads the same as the definition, and merge keys apply.
    @Test func aliasesAndMergeKeys() throws {
        let spec = try #require(loadSpec("""
            layout:
              sections:
                - group:
                    horizontal:
                      size: { width: fractionalWidth(1), height: absolute(44) }
                      subitems:
                        - item: &cell
                            size: { width: fractionalWidth(0.5), height: fractionalHeight(1) }
                            contentInsets: 4
                        - item:
                            <<: *cell
                            contentInsets: 8
                        - item: *cell
            """))
        guard case .perSection(let definitions) = spec.layout.sections, case .section(let section)? = definitions.first,
            case .group(let group) = section.content, case .stack(_, .repeating(let subitems)) = group.kind
        else {
            Issue.record("unexpected layout")
            return
        }
        let items = subitems.compactMap { subitem -> LayoutItem? in
            if case .item(let item) = subitem { return item }
            return nil
        }
        #expect(items.map(\.contentInsets) == [DirectionalInsets(all: 4), DirectionalInsets(all: 8), DirectionalInsets(all: 4)])
        #expect(items[0] == items[2])
        #expect(items.allSatisfy { $0.size == LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)) })
    }

    @Test func sourceRangesPointAtTheDefinitions() throws {
        let source = MarkedSource("""
            layout:
              section:
                group:
                  1️⃣horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - item: 2️⃣{ size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            """)
        let spec = try #require(loadSpec(source.text))
        #expect(rootGroup(spec)?.source?.start == source["1️⃣"])
        #expect(firstItem(spec)?.source?.start == source["2️⃣"])
    }
}

/// Model equality says what a layout is, not where it was written.
@Suite struct PositionIndependentEqualityTests {
    @Test func theSameLayoutWrittenTwoWaysIsEqual() throws {
        let flow = try #require(loadSpec("""
            layout: { section: { group: { horizontal: { size: { width: fractionalWidth(1), height: absolute(44) }, subitems: [ { item: { size: { width: fractionalWidth(0.5), height: fractionalHeight(1) } } } ] } } } }
            """))
        let block = try #require(loadSpec("""
            # the same layout, in block style, lines lower
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - item:
                          size: { width: fractionalWidth(0.5), height: fractionalHeight(1) }
            """))
        #expect(flow.layout.source != block.layout.source)
        #expect(flow == block)
        #expect(flow.hashValue == block.hashValue)
    }

    @Test func aDifferentValueIsNotEqual() throws {
        let half = try #require(loadSpec("layout: { section: { group: { horizontal: { size: { width: fractionalWidth(1), height: absolute(44) }, subitems: [ { item: { size: { width: fractionalWidth(0.5), height: fractionalHeight(1) } } } ] } } } }"))
        let third = try #require(loadSpec("layout: { section: { group: { horizontal: { size: { width: fractionalWidth(1), height: absolute(44) }, subitems: [ { item: { size: { width: fractionalWidth(0.25), height: fractionalHeight(1) } } } ] } } } }"))
        #expect(half != third)
    }
}
