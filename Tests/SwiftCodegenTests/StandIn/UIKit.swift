// A stand-in for the part of UIKit that `complayout swift` generates code against, so that the
// generated code can be type-checked on Linux, where UIKit does not exist.
//
// Only declarations: types, cases, initializers, methods and properties with UIKit's real
// spellings, argument labels, optionality, mutability (`{ get }` vs `{ get set }`) and main-actor
// isolation, as Apple's documentation declares them for iOS 17 (checked against
// developer.apple.com's Swift declarations and the IBPCollectionViewCompositionalLayout headers).
// Every body is `fatalError()`: nothing here ever runs. It is not compiled into the test target
// (Package.swift excludes it); the type-check test builds it as a module named UIKit.
//
// What it cannot check is listed in docs/codegen.md: iOS availability (the `@available(iOS …)`
// attributes below are kept as documentation; on Linux the compiler ignores them), deprecation
// warnings, and anything about behaviour.

@_exported import Foundation  // CGFloat, CGPoint, CGSize, CGRect, as UIKit re-exports them

// MARK: - Geometry

/// Edge insets whose horizontal edges follow the layout direction.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { fatalError() }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }

    public static let zero = NSDirectionalEdgeInsets()
}

/// The edges of a rectangle, in layout-direction terms (`NS_OPTIONS`).
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item sits (`NS_ENUM`).
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}

// MARK: - Traits and environment

/// A size class (`NS_ENUM`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The layout direction of a trait environment (`NS_ENUM`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The traits the layout environment reports (only the ones the generated code reads).
@MainActor open class UITraitCollection {
    private init() { fatalError() }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
}

/// The size and insets of a layout's container.
@MainActor public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom item provider is told about its surroundings.
@MainActor public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

// MARK: - Sizes and spacing

/// One axis of a layout size.
@MainActor open class NSCollectionLayoutDimension {
    private init() { fatalError() }
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
    @available(iOS 17.0, *)
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self { fatalError() }
}

/// A width dimension and a height dimension.
@MainActor open class NSCollectionLayoutSize {
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        fatalError()
    }
    open var widthDimension: NSCollectionLayoutDimension { fatalError() }
    open var heightDimension: NSCollectionLayoutDimension { fatalError() }
}

/// Space between items: exact, or at least.
@MainActor open class NSCollectionLayoutSpacing {
    private init() { fatalError() }
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError() }
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError() }
}

/// Space around an item's edges; nil edges have none.
@MainActor open class NSCollectionLayoutEdgeSpacing {
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) { fatalError() }
    open var leading: NSCollectionLayoutSpacing? { fatalError() }
    open var top: NSCollectionLayoutSpacing? { fatalError() }
    open var trailing: NSCollectionLayoutSpacing? { fatalError() }
    open var bottom: NSCollectionLayoutSpacing? { fatalError() }
}

// MARK: - Items and groups

/// The leaf of a layout: one cell.
@MainActor open class NSCollectionLayoutItem {
    init(standIn: Void) { fatalError() }
    public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError() }
    public convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        fatalError()
    }
    open var contentInsets: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
        get { fatalError() }
        set { fatalError() }
    }
    open var layoutSize: NSCollectionLayoutSize { fatalError() }
    /// Read-only on an item: supplementaries are given to `init(layoutSize:supplementaryItems:)`.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { fatalError() }
}

/// A row, column or custom arrangement of items; itself an item.
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError()
    }
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        fatalError()
    }
    @available(iOS 16.0, *)
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self { fatalError() }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError()
    }
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError()
    }
    @available(iOS 16.0, *)
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self { fatalError() }
    open class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self { fatalError() }

    /// Settable on a group (read-only on a plain item).
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { fatalError() }
        set { fatalError() }
    }
    open var interItemSpacing: NSCollectionLayoutSpacing? {
        get { fatalError() }
        set { fatalError() }
    }
    open var subitems: [NSCollectionLayoutItem] { fatalError() }
}

/// Returns the items of a custom group, with frames relative to the group.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item of a custom group.
@MainActor open class NSCollectionLayoutGroupCustomItem {
    public convenience init(frame: CGRect) { fatalError() }
    public init(frame: CGRect, zIndex: Int) { fatalError() }
    open var frame: CGRect { fatalError() }
    open var zIndex: Int { fatalError() }
}

// MARK: - Supplementary and decoration items

/// Where a supplementary item attaches to its container.
@MainActor open class NSCollectionLayoutAnchor {
    private init() { fatalError() }
    public convenience init(edges: NSDirectionalRectEdge) { fatalError() }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { fatalError() }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { fatalError() }
    open var edges: NSDirectionalRectEdge { fatalError() }
    open var offset: CGPoint { fatalError() }
    open var isAbsoluteOffset: Bool { fatalError() }
    open var isFractionalOffset: Bool { fatalError() }
}

/// A view anchored to an item or group, such as a badge.
@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) { fatalError() }
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) { fatalError() }
    open var zIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var elementKind: String { fatalError() }
    open var containerAnchor: NSCollectionLayoutAnchor { fatalError() }
    open var itemAnchor: NSCollectionLayoutAnchor? { fatalError() }
}

/// A header, footer or other view on a section's or the layout's boundary.
@MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        fatalError()
    }
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) { fatalError() }
    open var extendsBoundary: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var pinToVisibleBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var alignment: NSRectAlignment { fatalError() }
    open var offset: CGPoint { fatalError() }
}

/// A section background.
@MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    open class func background(elementKind: String) -> Self { fatalError() }
    open var zIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var elementKind: String { fatalError() }
}

// MARK: - Sections

/// How a section scrolls across the layout's scroll axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// What a section's (or the layout's) content insets are measured from.
@available(iOS 14.0, *)
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none
    case safeArea
    case layoutMargins
    case readableContent
}

/// One section of a compositional layout.
@MainActor open class NSCollectionLayoutSection {
    public init(group: NSCollectionLayoutGroup) { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var interGroupSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 14.0, *)
    open var contentInsetsReference: UIContentInsetsReference {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 16.0, *)
    open var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { fatalError() }
        set { fatalError() }
    }
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { fatalError() }
        set { fatalError() }
    }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { fatalError() }
        set { fatalError() }
    }
    open var supplementariesFollowContentInsets: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var decorationItems: [NSCollectionLayoutDecorationItem] {
        get { fatalError() }
        set { fatalError() }
    }
}

/// The settings of a list section (a Swift struct in UIKit).
@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Sendable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: Sendable {
        case none, supplementary
    }

    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { fatalError() }
    public var appearance: UICollectionLayoutListConfiguration.Appearance { fatalError() }
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode
}

@available(iOS 14.0, *)
extension NSCollectionLayoutSection {
    /// A list section; pass the environment the section provider was given.
    @MainActor public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection { fatalError() }
}

// MARK: - The layout

/// The collection view (only its nested scroll-direction type is used).
@MainActor open class UICollectionView {
    private init() { fatalError() }

    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }
}

/// The base of every collection view layout.
@MainActor open class UICollectionViewLayout {
    init(standIn: Void) { fatalError() }
}

/// Scroll direction, section spacing and layout-level boundary items.
@MainActor open class UICollectionViewCompositionalLayoutConfiguration {
    public init() { fatalError() }
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { fatalError() }
        set { fatalError() }
    }
    open var interSectionSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 14.0, *)
    open var contentInsetsReference: UIContentInsetsReference {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Returns the section at an index, or nil.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// The compositional layout.
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(section: NSCollectionLayoutSection) { fatalError() }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fatalError()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { fatalError() }
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) { fatalError() }
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 14.0, *)
extension UICollectionViewCompositionalLayout {
    /// A layout of list sections only, all with this configuration.
    @MainActor public static func list(
        using configuration: UICollectionLayoutListConfiguration
    ) -> UICollectionViewCompositionalLayout { fatalError() }
}
