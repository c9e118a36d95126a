/// The settings of a list section: its appearance, header and footer.
@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration: Sendable {
    /// How the list looks.
    public enum Appearance: Sendable {
        /// Rows edge to edge.
        case plain
        /// Rows in groups with space between sections.
        case grouped
        /// Groups inset from the edges, with rounded corners.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A sidebar without grouping.
        case sidebarPlain
    }

    /// What heads each section.
    public enum HeaderMode: Sendable {
        /// Nothing.
        case none
        /// A boundary supplementary of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first cell of the section.
        case firstItemInSection
    }

    /// What ends each section.
    public enum FooterMode: Sendable {
        /// Nothing.
        case none
        /// A boundary supplementary of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// How the list looks.
    public let appearance: Appearance
    /// What heads each section; `.none` unless set.
    public var headerMode: HeaderMode = .none
    /// What ends each section; `.none` unless set.
    public var footerMode: FooterMode = .none

    /// A list configuration with this appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
