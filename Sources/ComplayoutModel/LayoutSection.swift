import ComplayoutDiagnostics

/// Where a section's container insets come from (`UIContentInsetsReference`, R6, R34).
public enum ContentInsetsReference: String, Codable, Sendable, Hashable, CaseIterable {
    case automatic
    case none
    case safeArea
    case layoutMargins
    case readableContent
}

/// How a section scrolls across the layout's scroll axis (R52, R53).
public enum OrthogonalScrollingBehavior: String, Codable, Sendable, Hashable, CaseIterable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// One section of the layout (`NSCollectionLayoutSection`).
public struct LayoutSection: Codable, Sendable, Hashable {
    /// What the section lays out: a root group, a list configuration, or a flow configuration.
    public enum Content: Sendable, Hashable {
        case group(LayoutGroup)
        case list(ListConfiguration)
        case flow(FlowConfiguration)
    }

    public var content: Content
    public var interGroupSpacing: Double
    public var contentInsets: DirectionalInsets
    /// nil: the layout's reference.
    public var contentInsetsReference: ContentInsetsReference?
    public var supplementaryContentInsetsReference: ContentInsetsReference
    public var supplementariesFollowContentInsets: Bool
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    public var decorationItems: [DecorationItem]
    @SourceAnnotation public var source: SourceRange?
    /// Where its `contentInsets` value is written, for warnings about it.
    @SourceAnnotation package var contentInsetsSource: SourceRange?

    public init(
        content: Content, interGroupSpacing: Double = 0, contentInsets: DirectionalInsets = .zero,
        contentInsetsReference: ContentInsetsReference? = nil,
        supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
        supplementariesFollowContentInsets: Bool = true,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
        decorationItems: [DecorationItem] = [], source: SourceRange? = nil,
        contentInsetsSource: SourceRange? = nil
    ) {
        self.content = content
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.source = source
        self.contentInsetsSource = contentInsetsSource
    }

    /// A section whose content is a root group.
    public init(group: LayoutGroup, source: SourceRange? = nil) {
        self.init(content: .group(group), source: source)
    }
}

/// A table-like section (`UICollectionLayoutListConfiguration`, R63).
public struct ListConfiguration: Codable, Sendable, Hashable {
    public enum Appearance: String, Codable, Sendable, Hashable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: String, Codable, Sendable, Hashable, CaseIterable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: String, Codable, Sendable, Hashable, CaseIterable {
        case none, supplementary
    }

    public var appearance: Appearance
    public var headerMode: HeaderMode
    public var footerMode: FooterMode
    public var itemHeight: LayoutDimension
    @SourceAnnotation public var source: SourceRange?

    public init(
        appearance: Appearance = .plain, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
        itemHeight: LayoutDimension = .estimated(44), source: SourceRange? = nil
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.itemHeight = itemHeight
        self.source = source
    }
}
