import ComplayoutDiagnostics
import CompositionalLayoutKit
import Testing

/// Where UIKit raises, `prepare` throws complayout's diagnostics; before it, the queries answer nothing.
@MainActor @Suite struct ExceptionTests {
    private func row(_ count: Int) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(count)), heightDimension: .fractionalHeight(1)))
        return NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [item]))
    }

    private func ids(_ body: () throws(DiagnosticList) -> Void) -> [String] {
        do {
            try body()
            return []
        } catch {
            return error.diagnostics.map(\.id)
        }
    }

    @Test func aSectionProviderThatReturnsNil() {
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 1 ? nil : self.row(2) }
        #expect(
            ids { () throws(DiagnosticList) in
                try layout.prepare(containerSize: CGSize(width: 390, height: 844), itemCounts: [2, 2])
            }
                == ["section-provider-returned-nil"])
    }

    @Test func aBoundaryItemWithoutAnAlignment() {
        let section = row(2)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: "header", alignment: .none)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        #expect(
            ids { () throws(DiagnosticList) in
                try layout.prepare(containerSize: CGSize(width: 390, height: 844), itemCounts: [2])
            }
                == ["boundary-alignment-none"])
    }

    /// The engine's own errors: an item wider than its group (R21), a custom group with no items.
    @Test func theEnginesErrors() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(500), heightDimension: .absolute(44)))
        let tooWide = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitems: [item])))
        #expect(
            ids { () throws(DiagnosticList) in
                try tooWide.prepare(containerSize: CGSize(width: 390, height: 844), itemCounts: [1])
            }
                == ["group-cannot-fit-item"])
        let empty = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(
                group: .custom(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                ) { _ in [] }))
        #expect(
            ids { () throws(DiagnosticList) in
                try empty.prepare(containerSize: CGSize(width: 390, height: 844), itemCounts: [1])
            }
                == ["custom-group-empty"])
    }

    @Test func beforePrepareNothingIsLaidOut() {
        let layout = UICollectionViewCompositionalLayout(section: row(3))
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
