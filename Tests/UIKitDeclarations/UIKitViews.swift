// Declarations only: the view side of UIKit that the device recorder (Recorder/) and apps' view
// code use, with UIKit's Swift spellings (iOS 17 SDK), for type-checking that code on Linux. Built
// by the tests, with CompositionalLayoutKit re-exported, as a module named UIKit; never linked
// or run, so every body is `fatalError()`. Only what the recorder uses is declared.
@_exported import CompositionalLayoutKit

/// UIKit's edge insets, in left and right terms.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UILayoutGuide: NSObject {
    open var layoutFrame: CGRect { fatalError() }
}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) { fatalError() }
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    open var bounds: CGRect { get { fatalError() } set { fatalError() } }
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { fatalError() } set { fatalError() } }
    open var insetsLayoutMarginsFromSafeArea: Bool { get { fatalError() } set { fatalError() } }
    open var semanticContentAttribute: UISemanticContentAttribute { get { fatalError() } set { fatalError() } }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open var readableContentGuide: UILayoutGuide { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open func layoutIfNeeded() { fatalError() }
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

@MainActor open class UIScrollView: UIView {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }
    open var contentOffset: CGPoint { get { fatalError() } set { fatalError() } }
    open var contentSize: CGSize { get { fatalError() } set { fatalError() } }
    open var contentInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { fatalError() }
        set { fatalError() }
    }
}

/// UIKit's collection view; its nested layout types are CompositionalLayoutKit's.
@MainActor open class UICollectionView: UIScrollView {
    public typealias ScrollDirection = CompositionalLayoutKit.UICollectionView.ScrollDirection
    public typealias ElementCategory = CompositionalLayoutKit.UICollectionView.ElementCategory
    public static let elementKindSectionHeader = CompositionalLayoutKit.UICollectionView.elementKindSectionHeader
    public static let elementKindSectionFooter = CompositionalLayoutKit.UICollectionView.elementKindSectionFooter

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    open var collectionViewLayout: UICollectionViewLayout { get { fatalError() } set { fatalError() } }
    weak open var dataSource: (any UICollectionViewDataSource)? { get { fatalError() } set { fatalError() } }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) { fatalError() }
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { fatalError() }
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError() }
    open func reloadData() { fatalError() }
}

@MainActor open class UICollectionReusableView: UIView {
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    { fatalError() }
}

@MainActor open class UICollectionViewCell: UICollectionReusableView {}

/// UIKit's data source; the optional requirements the recorder implements are declared required.
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewLayout {
    /// Registers the view shown for decorations of `elementKind`.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { fatalError() }
}

/// The traits a view controller overrides for its views (iOS 17).
@MainActor public struct UITraitOverrides {
    public var horizontalSizeClass: UIUserInterfaceSizeClass { get { fatalError() } set { fatalError() } }
    public var verticalSizeClass: UIUserInterfaceSizeClass { get { fatalError() } set { fatalError() } }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { get { fatalError() } set { fatalError() } }
    public var displayScale: CGFloat { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName: String?, bundle: Bundle?) { fatalError() }
    open var view: UIView! { get { fatalError() } set { fatalError() } }
    open var traitOverrides: UITraitOverrides { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController? { get { fatalError() } set { fatalError() } }
    open func makeKeyAndVisible() { fatalError() }
}

@MainActor open class UIDevice: NSObject {
    open class var current: UIDevice { fatalError() }
    open var systemVersion: String { fatalError() }
    open var model: String { fatalError() }
}
