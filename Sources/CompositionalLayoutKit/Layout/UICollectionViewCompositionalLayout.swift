import ComplayoutEngine
import ComplayoutModel

/// Returns the section at an index for an environment, or nil.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// The compositional layout: sections of groups of items, evaluated by complayout's engine once
/// `prepare(containerSize:itemCounts:…)` has said where and with what data.
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Called once per section with its index and the layout's environment.
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// Scroll direction, section spacing and layout-level boundary items.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration
    /// The layout as last prepared; nil before `prepare`.
    var prepared: PreparedLayout?

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections `sectionProvider` makes, one call per section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` makes, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    /// The size of all the content, as prepared; zero before `prepare`.
    open override var collectionViewContentSize: CGSize {
        prepared.map { CGSize($0.evaluated.contentSize) } ?? .zero
    }

    /// Every element whose frame overlaps `rect`, in complayout's output order; nil before `prepare`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepared?.evaluated.elements(in: rect.model).map(UICollectionViewLayoutAttributes.init)
    }

    /// The cell at `indexPath`, or nil.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, kind: nil, at: indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath`, or nil: `[section, 0]` for a section's
    /// boundary item, `[section, n]` for the n-th anchored one of its kind, `[k]` for the k-th of
    /// the layout's boundary items.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementary, kind: elementKind, at: indexPath)
    }

    /// The decoration view of `elementKind` at `indexPath`, or nil.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes(.decoration, kind: elementKind, at: indexPath)
    }

    /// One element's attributes from the prepared layout.
    private func attributes(
        _ category: ElementCategory, kind: String?, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let key = ElementKey(category: category, kind: kind, indexPath: Array(indexPath))
        return prepared?.evaluated.attributes(for: key).map(UICollectionViewLayoutAttributes.init)
    }
}

@available(iOS 14.0, *)
extension UICollectionViewCompositionalLayout {
    /// A layout of list sections only, all with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
    }
}
