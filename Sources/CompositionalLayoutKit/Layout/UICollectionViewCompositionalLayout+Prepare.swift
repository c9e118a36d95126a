import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

extension UICollectionViewCompositionalLayout {
    /// Lays the layout out as a collection view of `containerSize` showing `itemCounts[s]` items in
    /// section `s` would, after which `collectionViewContentSize` and the `layoutAttributesFor…`
    /// methods answer. The section provider is called once per section, and each custom group's
    /// item provider once per use, with the group as its container.
    ///
    /// - Parameters:
    ///   - containerSize: the collection view's bounds size.
    ///   - itemCounts: the number of items in each section.
    ///   - displayScale: pixels per point; frames are snapped to this grid.
    ///   - traits: size classes and layout direction; what is unspecified is compact across,
    ///     regular down and left to right.
    ///   - safeAreaInsets: the collection view's safe area.
    ///   - layoutMargins: the collection view's layout margins; nil: 16 points on the sides for a
    ///     compact width, 20 for a regular one.
    ///   - readableContentWidth: the widest the readable-content guide gets.
    ///   - contentInset: the scroll view's `contentInset`.
    ///   - adjustsContentInsetForSafeArea: whether the safe area's insets along the scroll axis are
    ///     added to `contentInset`, as the scroll view's default `contentInsetAdjustmentBehavior`
    ///     (`.automatic`) does; false for `.never`.
    ///   - contentOffset: the scroll view's raw `contentOffset`; nil: scrolled to the top.
    ///   - orthogonalOffsets: the scroll position of each orthogonally scrolling section, by index.
    ///   - measuredSizes: the size each self-sizing cell measured, by index path; an axis that is
    ///     `.nan` was not measured, and the cell keeps its estimate there.
    ///   - measuredSupplementarySizes: the size each self-sizing supplementary measured, by section
    ///     and element kind; `.nan` as for cells.
    ///   - iOSVersion: the iOS whose behaviour to reproduce where it changed (rounding, empty sections).
    /// - Throws: complayout's diagnostics where UIKit would raise an exception.
    public func prepare(
        containerSize: CGSize, itemCounts: [Int], displayScale: CGFloat = 3,
        traits: UITraitCollection = UITraitCollection(), safeAreaInsets: NSDirectionalEdgeInsets = .zero,
        layoutMargins: NSDirectionalEdgeInsets? = nil, readableContentWidth: CGFloat = 672,
        contentInset: NSDirectionalEdgeInsets = .zero, adjustsContentInsetForSafeArea: Bool = true,
        contentOffset: CGPoint? = nil,
        orthogonalOffsets: [Int: CGPoint] = [:], measuredSizes: [IndexPath: CGSize] = [:],
        measuredSupplementarySizes: [Int: [String: CGSize]] = [:], iOSVersion: Int = 17
    ) throws(DiagnosticList) {
        let environment = LayoutEnvironment(
            container: containerSize.model, safeAreaInsets: safeAreaInsets.model, layoutMargins: layoutMargins?.model,
            readableContentWidth: Double(readableContentWidth),
            layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            traits: Traits(
                horizontalSizeClass: traits.horizontalSizeClass == .regular ? .regular : .compact,
                verticalSizeClass: traits.verticalSizeClass == .compact ? .compact : .regular,
                displayScale: Double(displayScale)),
            contentOffset: contentOffset?.model, contentInset: contentInset.model,
            contentInsetAdjustment: adjustsContentInsetForSafeArea ? .automatic : .never, iOSVersion: iOSVersion,
            orthogonalOffsets: orthogonalOffsets.mapValues(\.model))
        let data = DataSource(
            sections: itemCounts.enumerated().map { section, count in
                SectionData(
                    itemCount: count,
                    sizes: Dictionary(
                        uniqueKeysWithValues: measuredSizes.filter { $0.key.count == 2 && $0.key.section == section }
                            .map { ($0.key.item, MeasuredSize($0.value)) }),
                    supplementarySizes: (measuredSupplementarySizes[section] ?? [:]).mapValues(MeasuredSize.init))
            })
        let spec = try spec(in: environment, data: data)
        prepared = PreparedLayout(spec: spec, evaluated: try Evaluator().evaluate(spec))
    }

    /// The layout as complayout's model in `environment` with `data`: the sections the provider
    /// returns, each custom group with the frames its item provider returns for its size.
    func spec(in environment: LayoutEnvironment, data: DataSource) throws(DiagnosticList) -> SpecFile {
        let traitCollection = UITraitCollection(environment)
        let reference = configuration.contentInsetsReference.model
        let providerEnvironment = LayoutEnvironmentValue(
            container: LayoutContainer(
                contentSize: CGSize(environment.container),
                contentInsets: NSDirectionalEdgeInsets(
                    environment.insets(for: reference, layoutDefault: reference).only(
                        along: configuration.scrollDirection.model.cross))),
            traitCollection: traitCollection)
        var sections: [NSCollectionLayoutSection] = []
        var problems: [Diagnostic] = []
        for index in data.sections.indices {
            guard let section = sectionProvider(index, providerEnvironment) else {
                problems.append(Diagnostic(LayoutKitDiagnostic.sectionProviderReturnedNil(section: index), at: nil))
                continue
            }
            sections.append(section)
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }

        func build(customGroupSizes: [Int: Size]?) throws(DiagnosticList) -> (spec: SpecFile, customGroups: Int) {
            var builder = ModelBuilder(customGroupSizes: customGroupSizes, traitCollection: traitCollection)
            do throws(Diagnostic) {
                let definitions = try sections.map { section throws(Diagnostic) in
                    SectionDefinition.section(try builder.section(section))
                }
                let layout = CompositionalLayout(
                    scrollDirection: configuration.scrollDirection.model,
                    interSectionSpacing: Double(configuration.interSectionSpacing),
                    contentInsetsReference: reference,
                    boundarySupplementaryItems: try configuration.boundarySupplementaryItems.map(
                        ModelBuilder.boundaryItem),
                    sections: .perSection(definitions))
                return (SpecFile(layout: layout, environment: environment, data: data), builder.customGroupCount)
            } catch {
                throw DiagnosticList([error])
            }
        }
        let probe = try build(customGroupSizes: nil)
        guard probe.customGroups > 0 else { return probe.spec }
        return try build(customGroupSizes: CustomGroupSizes.probe(probe.spec)).spec
    }
}

extension MeasuredSize {
    /// A measured size in complayout's model: an axis that is `.nan` was not measured.
    init(_ size: CGSize) {
        self.init(
            width: size.width.isNaN ? nil : Double(size.width), height: size.height.isNaN ? nil : Double(size.height))
    }
}

extension UICollectionView.ScrollDirection {
    /// The axis in complayout's model.
    var model: LayoutAxis { self == .horizontal ? .horizontal : .vertical }
}

extension UITraitCollection {
    /// The traits of an environment, every one specified.
    convenience init(_ environment: LayoutEnvironment) {
        self.init(
            horizontalSizeClass: environment.traits.horizontalSizeClass == .regular ? .regular : .compact,
            verticalSizeClass: environment.traits.verticalSizeClass == .regular ? .regular : .compact,
            layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            displayScale: CGFloat(environment.traits.displayScale))
    }
}
