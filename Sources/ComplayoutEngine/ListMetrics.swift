import ComplayoutModel

/// The system metrics complayout gives a list section (R63). UIKit's are system-defined and vary
/// with the OS version, size class and Dynamic Type; these are the project's documented choices
/// (docs/lists.md), written for a vertical layout — in a horizontal one every length moves to the
/// other axis (R54).
struct ListMetrics: Equatable {
    /// The estimate of a supplementary header's or footer's length along the scroll axis, before
    /// self-sizing: UIKit's conventional 44-point estimate, as for rows.
    static let supplementaryEstimate = 44.0

    /// Inset of the rows on each side across the scroll axis, added to the section's own insets.
    var crossInsets: DirectionalInsets
    /// The insets reference the list uses for its rows and supplementaries unless the section
    /// names its own (R6, R34); nil: the section's.
    var insetsReference: ContentInsetsReference?
    /// Space before a section without a supplementary header: the grouped styles' empty header band.
    var band: Double
    /// Space before a supplementary header: `headerTopPadding` when it is automatic (nil).
    var headerTopPadding: Double
    /// Plain lists pin their headers and footers to the visible bounds (R45, R63).
    var pinsSupplementaries: Bool

    /// The metrics of `appearance`, for a layout scrolling along `axis`.
    init(_ appearance: ListConfiguration.Appearance, axis: LayoutAxis) {
        insetsReference = nil
        switch appearance {
        case .plain, .sidebarPlain:
            // Edge-to-edge rows; UITableView's automatic 22-point padding above plain headers (iOS 15+).
            crossInsets = .zero
            band = 0
            headerTopPadding = 22
            pinsSupplementaries = true
        case .grouped:
            // Edge-to-edge rows in sections set apart by UITableView's 35-point grouped band.
            crossInsets = .zero
            band = 35
            headerTopPadding = 0
            pinsSupplementaries = false
        case .insetGrouped:
            // The grouped band, with rows inset by the layout margins (measured from the safe area):
            // the layoutMargins reference, which counts across the scroll axis only (R6).
            crossInsets = .zero
            insetsReference = .layoutMargins
            band = 35
            headerTopPadding = 0
            pinsSupplementaries = false
        case .sidebar:
            // Rounded rows inset by 10 points, sections set apart by 10.
            crossInsets = DirectionalInsets(all: 10).only(along: axis.cross)
            band = 10
            headerTopPadding = 0
            pinsSupplementaries = false
        }
    }

    /// The space before a section with `headerMode` along the scroll axis: above its header when it
    /// has a supplementary one, else the band.
    func spaceBefore(headerMode: ListConfiguration.HeaderMode) -> Double {
        headerMode == .supplementary ? headerTopPadding : band
    }
}
