import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import ComplayoutTestSupport
import CompositionalLayoutKit
import Testing

/// The spec file `Specs/examples/NAME.yaml`, loaded.
func example(_ name: String) throws -> SpecFile {
    let url = packageRoot.appendingPathComponent("Specs/examples/\(name).yaml")
    return try SpecLoader.load(String(contentsOf: url, encoding: .utf8))
}

/// Prepares `layout` in `spec`'s environment with its data, as a collection view would show it.
@MainActor func prepare(_ layout: UICollectionViewCompositionalLayout, like spec: SpecFile) throws {
    let environment = spec.environment
    func insets(_ insets: DirectionalInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
    let data = spec.effectiveData
    var measured: [IndexPath: CGSize] = [:]
    for (section, sectionData) in data.sections.enumerated() {
        for (item, size) in sectionData.measuredCellSizes {
            measured[IndexPath(item: item, section: section)] = CGSize(size)
        }
    }
    try layout.prepare(
        containerSize: CGSize(width: environment.container.width, height: environment.container.height),
        itemCounts: data.sections.map(\.itemCount), displayScale: environment.traits.displayScale,
        traits: UITraitCollection(traitsFrom: [
            UITraitCollection(
                horizontalSizeClass: environment.traits.horizontalSizeClass == .regular ? .regular : .compact),
            UITraitCollection(
                verticalSizeClass: environment.traits.verticalSizeClass == .regular ? .regular : .compact),
            UITraitCollection(
                layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
        ]),
        safeAreaInsets: insets(environment.safeAreaInsets), layoutMargins: environment.layoutMargins.map(insets),
        readableContentWidth: environment.readableContentWidth, contentInset: insets(environment.contentInset),
        adjustsContentInsetForSafeArea: environment.contentInsetAdjustment == .automatic,
        contentOffset: environment.contentOffset.map { CGPoint(x: $0.x, y: $0.y) },
        orthogonalOffsets: environment.orthogonalOffsets.mapValues { CGPoint(x: $0.x, y: $0.y) },
        measuredSizes: measured,
        measuredSupplementarySizes: Dictionary(
            uniqueKeysWithValues: data.sections.enumerated().map { section, sectionData in
                (
                    section,
                    sectionData.supplementarySizes.mapValues(CGSize.init)
                )
            }),
        iOSVersion: environment.iOSVersion)
}

extension CGSize {
    /// A measured size as `prepare` takes it: an axis not measured is `.nan`.
    init(_ size: MeasuredSize) {
        self.init(width: size.width ?? .nan, height: size.height ?? .nan)
    }
}

/// One element as compared: what it is, where, and its zIndex.
struct ComparedElement: Equatable, CustomStringConvertible {
    var category: String
    var kind: String?
    var indexPath: [Int]
    var frame: CGRect
    var zIndex: Int

    var description: String { "\(category) \(kind ?? "") \(indexPath) \(frame) z\(zIndex)" }

    init(_ attributes: LayoutAttributes) {
        category = attributes.category.rawValue
        kind = attributes.kind
        indexPath = attributes.indexPath
        frame = CGRect(
            x: attributes.frame.x, y: attributes.frame.y, width: attributes.frame.width,
            height: attributes.frame.height)
        zIndex = attributes.zIndex
    }

    @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
        category =
            switch attributes.representedElementCategory {
            case .cell: "cell"
            case .supplementaryView: "supplementary"
            case .decorationView: "decoration"
            }
        kind = attributes.representedElementKind
        indexPath = Array(attributes.indexPath)
        frame = attributes.frame
        zIndex = attributes.zIndex
    }
}

/// Prepares `layout` like `spec` and expects what the engine gives for `spec`: the content size,
/// every element by its own query, and the elements of a rectangle round the whole content.
/// Returns the number of elements compared.
@discardableResult @MainActor
func expectSameFrames(
    _ layout: UICollectionViewCompositionalLayout, as spec: SpecFile, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Int {
    let expected = try Evaluator().evaluate(spec)
    try prepare(layout, like: spec)
    let size = expected.contentSize
    #expect(
        layout.collectionViewContentSize == CGSize(width: size.width, height: size.height),
        sourceLocation: sourceLocation)
    var count = 0
    for element in expected.elements {
        let path = IndexPath(indexes: element.indexPath)
        let found: UICollectionViewLayoutAttributes? =
            switch element.category {
            case .cell: layout.layoutAttributesForItem(at: path)
            case .supplementary: layout.layoutAttributesForSupplementaryView(ofKind: element.kind ?? "", at: path)
            case .decoration: layout.layoutAttributesForDecorationView(ofKind: element.kind ?? "", at: path)
            }
        #expect(found.map(ComparedElement.init) == ComparedElement(element), sourceLocation: sourceLocation)
        count += 1
    }
    let everything = CGRect(x: -10_000, y: -10_000, width: size.width + 20_000, height: size.height + 20_000)
    let inRect = try #require(layout.layoutAttributesForElements(in: everything), sourceLocation: sourceLocation)
    let expectedInRect = expected.elements(
        in: Rect(
            x: -10_000, y: -10_000, width: size.width + 20_000,
            height: size.height + 20_000))
    #expect(
        inRect.map(ComparedElement.init) == expectedInRect.map(ComparedElement.init), sourceLocation: sourceLocation)
    #expect(count > 0, sourceLocation: sourceLocation)
    return count
}
