import ComplayoutDiagnostics

/// An edge of a rectangle, in the layout direction's terms.
public enum DirectionalEdge: String, Codable, Sendable, Hashable, CaseIterable {
    case top
    case leading
    case bottom
    case trailing
}

/// Where a supplementary attaches to its host (Apple's `NSCollectionLayoutAnchor`, R48).
public struct SupplementaryAnchor: Codable, Sendable, Hashable {
    /// An extra displacement of the anchored element.
    public enum Offset: Sendable, Hashable {
        case none
        /// In points.
        case absolute(Point)
        /// In fractions of the supplementary's own size.
        case fractional(Point)
    }

    /// The edges it sticks to; empty centres.
    public var edges: Set<DirectionalEdge>
    public var offset: Offset

    public init(edges: Set<DirectionalEdge>, offset: Offset = .none) {
        self.edges = edges
        self.offset = offset
    }
}

/// A supplementary view anchored to an item or group, e.g. a badge (`NSCollectionLayoutSupplementaryItem`).
public struct SupplementaryItem: Codable, Sendable, Hashable {
    public var elementKind: String
    public var size: LayoutSize
    public var containerAnchor: SupplementaryAnchor
    public var itemAnchor: SupplementaryAnchor?
    public var contentInsets: DirectionalInsets
    public var zIndex: Int
    @SourceAnnotation public var source: SourceRange?

    public init(
        elementKind: String, size: LayoutSize, containerAnchor: SupplementaryAnchor, itemAnchor: SupplementaryAnchor? = nil,
        contentInsets: DirectionalInsets = .zero, zIndex: Int = 1, source: SourceRange? = nil
    ) {
        self.elementKind = elementKind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.contentInsets = contentInsets
        self.zIndex = zIndex
        self.source = source
    }
}

/// Apple's `NSRectAlignment` for boundary items.
public enum RectAlignment: String, Codable, Sendable, Hashable, CaseIterable {
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing

    /// The edges this alignment names.
    public var edges: Set<DirectionalEdge> {
        switch self {
        case .top: [.top]
        case .topLeading: [.top, .leading]
        case .leading: [.leading]
        case .bottomLeading: [.bottom, .leading]
        case .bottom: [.bottom]
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: [.trailing]
        case .topTrailing: [.top, .trailing]
        }
    }
}

/// A header, footer or other view on the boundary of a section or of the whole layout
/// (`NSCollectionLayoutBoundarySupplementaryItem`, R40–R47).
public struct BoundarySupplementaryItem: Codable, Sendable, Hashable {
    public var elementKind: String
    public var size: LayoutSize
    public var alignment: RectAlignment
    public var absoluteOffset: Point
    public var extendsBoundary: Bool
    public var pinToVisibleBounds: Bool
    public var contentInsets: DirectionalInsets
    public var zIndex: Int
    @SourceAnnotation public var source: SourceRange?

    public init(
        elementKind: String, size: LayoutSize, alignment: RectAlignment, absoluteOffset: Point = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false,
        contentInsets: DirectionalInsets = .zero, zIndex: Int = 1, source: SourceRange? = nil
    ) {
        self.elementKind = elementKind
        self.size = size
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.contentInsets = contentInsets
        self.zIndex = zIndex
        self.source = source
    }
}

/// A section background (`NSCollectionLayoutDecorationItem.background`, R50, R51).
public struct DecorationItem: Codable, Sendable, Hashable {
    public var elementKind: String
    public var contentInsets: DirectionalInsets
    public var zIndex: Int
    @SourceAnnotation public var source: SourceRange?

    public init(
        elementKind: String, contentInsets: DirectionalInsets = .zero, zIndex: Int = 0,
        source: SourceRange? = nil
    ) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
        self.source = source
    }
}
