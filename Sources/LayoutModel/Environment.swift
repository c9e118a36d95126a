import Diagnostics

/// A size class trait.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact
    case regular
}

/// Reading direction of the user interface.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// The traits of the collection view's environment.
public struct Traits: Sendable, Hashable {
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

/// The collection view a layout is evaluated in (language.md section 4).
public struct Environment: Sendable, Hashable {
    /// The collection view's bounds size.
    public var container: Size
    public var safeAreaInsets: DirectionalInsets
    /// nil: 16 on leading/trailing when the horizontal size class is compact, 20 when regular.
    public var layoutMargins: DirectionalInsets?
    public var readableContentWidth: Double
    public var layoutDirection: LayoutDirection
    public var traits: Traits
    /// The collection view's scroll position.
    public var contentOffset: Point
    /// Scroll positions of orthogonal sections, by section index.
    public var orthogonalOffsets: [Int: Point]
    /// Where each orthogonal offset is written, when it came from a file.
    public var orthogonalOffsetSources: [Int: SourceRange] = [:]

    public init(
        container: Size = Size(width: 390, height: 844), safeAreaInsets: DirectionalInsets = .zero,
        layoutMargins: DirectionalInsets? = nil, readableContentWidth: Double = 672,
        layoutDirection: LayoutDirection = .leftToRight, traits: Traits = Traits(),
        contentOffset: Point = .zero, orthogonalOffsets: [Int: Point] = [:]
    ) {
        self.container = container
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
        self.layoutDirection = layoutDirection
        self.traits = traits
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// The layout margins in force: the given ones, or the size-class default.
    public var effectiveLayoutMargins: DirectionalInsets {
        if let layoutMargins { return layoutMargins }
        let side: Double = traits.horizontalSizeClass == .compact ? 16 : 20
        return DirectionalInsets(leading: side, trailing: side)
    }
}
