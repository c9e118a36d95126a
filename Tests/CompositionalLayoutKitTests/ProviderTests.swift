import ComplayoutSpec
import CompositionalLayoutKit
import Testing

/// Section providers and custom item providers run as the closures they are, per environment.
@MainActor @Suite struct ProviderTests {
    /// Columns from the container's width, as apps write it: 2 under 500 points, 4 from 500.
    private func columnsByWidth(calls: Recorder? = nil) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            calls?.sections.append(sectionIndex)
            calls?.widths.append(environment.container.effectiveContentSize.width)
            let columns = environment.container.contentSize.width >= 500 ? 4 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            return section
        }
    }

    /// What a provider was called with.
    final class Recorder {
        var sections: [Int] = []
        var widths: [CGFloat] = []
        var groupSizes: [CGSize] = []
    }

    private static let columnsSpec = """
        layout:
          section:
            - when: { maxWidth: 499.99 }
              interGroupSpacing: 8
              group:
                horizontal:
                  size: { width: fractionalWidth(1), height: absolute(120) }
                  subitems:
                    - item: { size: { width: fractionalWidth(0.5), height: fractionalHeight(1) }, contentInsets: 4 }
            - interGroupSpacing: 8
              group:
                horizontal:
                  size: { width: fractionalWidth(1), height: absolute(120) }
                  subitems:
                    - item: { size: { width: fractionalWidth(0.25), height: fractionalHeight(1) }, contentInsets: 4 }
        data:
          sections: [9, 0, 5]
        """

    @Test(arguments: [320.0, 390, 499, 500, 768, 1024])
    func columnsFollowTheWidth(width: Double) throws {
        var spec = try SpecLoader.load(Self.columnsSpec)
        spec.environment.container.width = width
        try expectSameFrames(columnsByWidth(), as: spec)
    }

    /// Called once per section, in order, with the collection view's size less its safe area across.
    @Test func theSectionProviderIsCalledOncePerSection() throws {
        let calls = Recorder()
        let layout = columnsByWidth(calls: calls)
        try layout.prepare(
            containerSize: CGSize(width: 844, height: 390), itemCounts: [3, 0, 2],
            safeAreaInsets: NSDirectionalEdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(calls.sections == [0, 1, 2])
        #expect(calls.widths == [750, 750, 750])
    }

    /// A magazine block: the item provider computes its frames from the group's size (the
    /// container it is given), so they follow the width as the fractional frames of the spec do.
    private func magazine(calls: Recorder? = nil) -> UICollectionViewCompositionalLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300))
        ) { environment in
            let size = environment.container.contentSize
            calls?.groupSizes.append(size)
            let tall = size.width * 0.6
            return [
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: 0, y: 0, width: tall, height: size.height), zIndex: 1),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: tall, y: 0, width: size.width - tall, height: 145)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: tall, y: 155, width: size.width - tall, height: 145)),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func aCustomGroupGetsItsSizeAsItsContainer() throws {
        let spec = try SpecLoader.load(
            """
            environment:
              container: { width: 400, height: 800 }
            layout:
              section:
                interGroupSpacing: 10
                contentInsets: { top: 0, leading: 20, bottom: 0, trailing: 20 }
                group:
                  custom:
                    size: { width: fractionalWidth(1), height: absolute(300) }
                    frames:
                      - { x: 0, y: 0, width: 216, height: 300, zIndex: 1 }
                      - { x: 216, y: 0, width: 144, height: 145 }
                      - { x: 216, y: 155, width: 144, height: 145 }
            data:
              sections: [7, 2]
            """)
        let calls = Recorder()
        try expectSameFrames(magazine(calls: calls), as: spec)
        #expect(calls.groupSizes.allSatisfy { $0 == CGSize(width: 360, height: 300) })
        #expect(calls.groupSizes.count == 2)
    }

    /// A custom group nested in a row: its container is its slot in the row.
    @Test func aNestedCustomGroup() throws {
        let spec = try SpecLoader.load(
            """
            environment:
              container: { width: 390, height: 844 }
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(100) }
                    subitems:
                      - item: { size: { width: fractionalWidth(0.4), height: fractionalHeight(1) } }
                      - group:
                          custom:
                            size: { width: fractionalWidth(0.6), height: fractionalHeight(1) }
                            frames:
                              - { x: 0, y: 0, width: 117, height: 50 }
                              - { x: 117, y: 50, width: 117, height: 50 }
            data:
              sections: [8]
            """)
        let calls = Recorder()
        let custom = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(1))
        ) { environment in
            let size = environment.container.contentSize
            calls.groupSizes.append(size)
            return [
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: 0, y: 0, width: size.width / 2, height: size.height / 2)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: size.width / 2, y: size.height / 2, width: size.width / 2, height: size.height / 2)
                ),
            ]
        }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item, custom])
        try expectSameFrames(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), as: spec)
        #expect(calls.groupSizes == [CGSize(width: 234, height: 100)])
    }
}
