import ComplayoutDiagnostics

/// A size class trait.
public enum SizeClass: String, Codable, Sendable, Hashable, CaseIterable {
    case compact
    case regular
}

/// Reading direction of the user interface.
public enum InterfaceDirection: String, Codable, Sendable, Hashable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// The traits of the collection view's environment.
public struct Traits: Codable, Sendable, Hashable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// Pixels per point; frames are snapped to this grid (R4).
    public var displayScale: Double

    public init(
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
        displayScale: Double = 3
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }
}

/// How UIScrollView adds the safe area to its `contentInset` (`contentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustment: String, Codable, Sendable, Hashable, CaseIterable {
    /// The safe area's insets along the scroll axis are added (UICollectionView's default, F4).
    case automatic
    /// The content inset is used as it is.
    case never
}

/// The collection view a layout is evaluated in (language.md section 4).
public struct LayoutEnvironment: Codable, Sendable, Hashable {
    /// The collection view's bounds size.
    public var container: Size
    public var safeAreaInsets: DirectionalInsets
    /// nil: 16 on leading/trailing when the horizontal size class is compact, 20 when regular.
    public var layoutMargins: DirectionalInsets?
    public var readableContentWidth: Double
    public var layoutDirection: InterfaceDirection
    public var traits: Traits
    /// UIScrollView's raw `contentOffset`; nil: the rest position, minus the adjusted leading (top)
    /// content inset along the scroll axis (F4, `restingContentOffset(along:)`).
    public var contentOffset: Point?
    /// UIScrollView's `contentInset`: room the scroll view keeps around the content, which pinned
    /// boundary items stay clear of (F4).
    public var contentInset: DirectionalInsets
    /// Whether the safe area is added to `contentInset` along the scroll axis (F4).
    public var contentInsetAdjustment: ContentInsetAdjustment
    /// The major iOS version whose behaviour to reproduce where UIKit changed between versions
    /// (rounding, empty sections; docs/rules.md). 17 stands for 17 and later.
    public var iOSVersion: Int
    /// Scroll positions of orthogonal sections, by section index.
    public var orthogonalOffsets: [Int: Point]
    /// Where each orthogonal offset is written, when it came from a file.
    @SourceAnnotation package var orthogonalOffsetSources: [Int: SourceRange] = [:]
    /// Where `contentOffset` is written, when it came from a file.
    @SourceAnnotation package var contentOffsetSource: SourceRange?

    public init(
        container: Size = Size(width: 390, height: 844), safeAreaInsets: DirectionalInsets = .zero,
        layoutMargins: DirectionalInsets? = nil, readableContentWidth: Double = 672,
        layoutDirection: InterfaceDirection = .leftToRight, traits: Traits = Traits(),
        contentOffset: Point? = nil, contentInset: DirectionalInsets = .zero,
        contentInsetAdjustment: ContentInsetAdjustment = .automatic, iOSVersion: Int = LayoutEnvironment.latestIOSVersion,
        orthogonalOffsets: [Int: Point] = [:]
    ) {
        self.container = container
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
        self.layoutDirection = layoutDirection
        self.traits = traits
        self.contentOffset = contentOffset
        self.contentInset = contentInset
        self.contentInsetAdjustment = contentInsetAdjustment
        self.iOSVersion = iOSVersion
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// The newest behaviour modelled: `iOSVersion` 17 means "17 and later".
    public static let latestIOSVersion = 17
    /// The first iOS with compositional layouts.
    public static let earliestIOSVersion = 13

    /// UIScrollView's `adjustedContentInset` for a layout scrolling along `axis`: `contentInset`,
    /// plus the safe area's insets along that axis under `automatic` (F4).
    public func adjustedContentInset(scrollingAlong axis: LayoutAxis) -> DirectionalInsets {
        contentInsetAdjustment == .automatic ? contentInset + safeAreaInsets.only(along: axis) : contentInset
    }

    /// The scroll position in force: the given one, or the rest position, where content 0 shows
    /// just inside the adjusted leading (top) inset (F4).
    public func effectiveContentOffset(scrollingAlong axis: LayoutAxis) -> Point {
        if let contentOffset { return contentOffset }
        var rest = Point.zero
        rest[axis] = -adjustedContentInset(scrollingAlong: axis).before(along: axis)
        return rest
    }

    /// The layout margins in force: the given ones, or the size-class default.
    public var effectiveLayoutMargins: DirectionalInsets {
        if let layoutMargins { return layoutMargins }
        let side: Double = traits.horizontalSizeClass == .compact ? 16 : 20
        return DirectionalInsets(leading: side, trailing: side)
    }
}
