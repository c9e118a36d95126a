// The example of docs/compositional-layout-kit.md: the page shows this file from the next line on.
#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutKit
#endif

/// Two columns on a phone, four from 500 points; a header on every section.
@MainActor func makeLayout() -> UICollectionViewCompositionalLayout {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    return UICollectionViewCompositionalLayout { sectionIndex, environment in
        let columns = environment.container.effectiveContentSize.width >= 500 ? 4 : 2
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [header]
        return section
    }
}

#if !canImport(UIKit)
    /// What a collection view of `width` × 844 points showing 3 and 2 items would place, one line each.
    @MainActor func describeLayout(width: CGFloat) throws -> [String] {
        let layout = makeLayout()
        try layout.prepare(containerSize: CGSize(width: width, height: 844), itemCounts: [3, 2])
        let size = layout.collectionViewContentSize
        var lines = ["content size \(size.width) × \(size.height)"]
        for attributes in layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: size)) ?? [] {
            let frame = attributes.frame
            lines.append(
                "\(attributes.representedElementKind ?? "cell") \(Array(attributes.indexPath)): "
                    + "\(frame.minX), \(frame.minY), \(frame.width) × \(frame.height)")
        }
        return lines
    }
#endif
