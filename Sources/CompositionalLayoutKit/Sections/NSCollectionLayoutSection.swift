/// One section of a compositional layout: a root group, or a list.
@MainActor public final class NSCollectionLayoutSection {
    /// What the section lays out.
    enum Content {
        case group(NSCollectionLayoutGroup)
        case list(UICollectionLayoutListConfiguration)
    }

    let content: Content

    /// Insets around the section's content; values between 0 and 0.5 are fractions of the container.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// What `contentInsets` are measured from; `.automatic` is the layout's reference.
    @available(iOS 14.0, *)
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the boundary supplementaries' insets are measured from.
    @available(iOS 16.0, *)
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// How the section scrolls across the layout's scroll axis.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers, footers and other views on the section's boundary.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the boundary supplementaries are inset with the content across the scroll axis.
    public var supplementariesFollowContentInsets = true
    /// Backgrounds and other decoration views.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    init(content: Content) {
        self.content = content
    }

    /// A section whose groups are copies of `group`.
    public convenience init(group: NSCollectionLayoutGroup) {
        self.init(content: .group(group))
    }
}

@available(iOS 14.0, *)
extension NSCollectionLayoutSection {
    /// A list section; pass the environment the section provider was given.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(content: .list(configuration))
    }
}
