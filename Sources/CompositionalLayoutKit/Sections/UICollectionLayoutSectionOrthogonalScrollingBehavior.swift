/// How a section scrolls across the layout's scroll axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// It does not: the section wraps its groups along the layout's axis.
    case none = 0
    /// It scrolls freely.
    case continuous
    /// It scrolls and comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// It scrolls a page, the container's width, at a time.
    case paging
    /// It scrolls a group at a time.
    case groupPaging
    /// It scrolls a group at a time, each centred.
    case groupPagingCentered
}
