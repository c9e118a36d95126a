import ComplayoutSpec
import CompositionalLayoutKit
import Testing

/// The configuration, layout-level boundary items, anchors, edge spacing and the iOS 16 and 17 API.
@MainActor @Suite struct ConfigurationTests {
    /// A horizontal layout with a layout header, 12 points between sections, and the layout margins
    /// as the content-insets reference; sections with a pinned leading header, a repeating group of
    /// items with edge spacing, and a badge anchored by its own bottom-trailing corner.
    @Test(arguments: [false, true])
    func aHorizontalLayoutWithEverySetting(rightToLeft: Bool) throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(10)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading], absoluteOffset: CGPoint(x: 4, y: 2)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing], absoluteOffset: CGPoint(x: 1, y: -3)))
        badge.zIndex = 5
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .fractionalHeight(0.3)),
            supplementaryItems: [badge])
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(4), top: .flexible(6), trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: item, count: 3)
        group.interItemSpacing = .flexible(2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 6
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10)
        section.contentInsetsReference = .layoutMargins
        section.supplementariesFollowContentInsets = false
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1)),
            elementKind: "header", alignment: .leading)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 12
        configuration.contentInsetsReference = .safeArea
        let banner = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)),
            elementKind: "banner", alignment: .leading, absoluteOffset: CGPoint(x: 0, y: 5))
        banner.extendsBoundary = true
        configuration.boundarySupplementaryItems = [banner]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)

        var spec = try SpecLoader.load(
            """
            environment:
              container: { width: 844, height: 390 }
              safeAreaInsets: { top: 0, leading: 47, bottom: 21, trailing: 47 }
              contentOffset: { x: 300, y: 0 }
            layout:
              scrollDirection: horizontal
              interSectionSpacing: 12
              contentInsetsReference: safeArea
              boundarySupplementaryItems:
                - kind: banner
                  size: { width: absolute(50), height: fractionalHeight(1) }
                  alignment: leading
                  absoluteOffset: { x: 0, y: 5 }
              section:
                interGroupSpacing: 6
                contentInsets: { top: 8, leading: 10, bottom: 8, trailing: 10 }
                contentInsetsReference: layoutMargins
                supplementariesFollowContentInsets: false
                boundarySupplementaryItems:
                  - kind: header
                    size: { width: absolute(30), height: fractionalHeight(1) }
                    alignment: leading
                    pinToVisibleBounds: true
                group:
                  vertical:
                    size: { width: absolute(100), height: fractionalHeight(1) }
                    interItemSpacing: flexible(2)
                    repeat: 3
                    subitems:
                      - item:
                          size: { width: absolute(80), height: fractionalHeight(0.3) }
                          edgeSpacing: { leading: fixed(4), top: flexible(6) }
                          supplementaryItems:
                            - kind: badge
                              size: { width: absolute(20), height: absolute(10) }
                              zIndex: 5
                              containerAnchor: { edges: [top, leading], absoluteOffset: { x: 4, y: 2 } }
                              itemAnchor: { edges: [bottom, trailing], absoluteOffset: { x: 1, y: -3 } }
            data:
              sections: [7, 4]
            """)
        if rightToLeft { spec.environment.layoutDirection = .rightToLeft }
        try expectSameFrames(layout, as: spec)
    }

    /// iOS 17's uniform dimension with measured heights, and estimated cells that measured another size.
    @Test func uniformAcrossSiblingsWithMeasuredSizes() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(100), heightDimension: .uniformAcrossSiblings(estimate: 60)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let spec = try SpecLoader.load(
            """
            environment:
              container: { width: 300, height: 600 }
              traits: { displayScale: 1 }
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: estimated(60) }
                    subitems:
                      - item: { size: { width: absolute(100), height: uniformAcrossSiblings(60) } }
            data:
              sections:
                - items: 6
                  sizes:
                    0: { width: 100, height: 40 }
                    1: { width: 100, height: 90 }
                    4: { width: 100, height: 50 }
            """)
        try expectSameFrames(layout, as: spec)
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 150))
    }

    /// The dimension, spacing and anchor objects report what they were made with, as UIKit's do.
    @Test func theObjectsReportWhatTheyWereMadeWith() {
        let dimension = NSCollectionLayoutDimension.fractionalWidth(0.25)
        #expect(dimension.isFractionalWidth && !dimension.isAbsolute && dimension.dimension == 0.25)
        #expect(NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 44).isUniformAcrossSiblings)
        let spacing = NSCollectionLayoutSpacing.flexible(8)
        #expect(spacing.isFlexibleSpacing && !spacing.isFixedSpacing && spacing.spacing == 8)
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        #expect(anchor.isFractionalOffset && !anchor.isAbsoluteOffset && anchor.edges == [.top, .trailing])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitem: NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10))),
            count: 3)
        #expect(group.subitems.count == 1 && group.interItemSpacing == nil && group.supplementaryItems.isEmpty)
        #expect(IndexPath(item: 4, section: 2).item == 4 && IndexPath(item: 4, section: 2).section == 2)
    }
}
