/// What a section with no items takes up, which changed in iOS 17 (F3).
///
/// From iOS 17 an empty section takes no extent along the scroll axis — no content insets, no
/// background — while the inter-section spacing still separates it from its neighbours. Before
/// (observed on iOS 14, assumed for 13–16), an empty ordinary section takes no extent either but
/// no spacing follows it, and an empty orthogonal section takes one full row: its insets, one
/// group instance's length and its background. A flow section is laid out as
/// `UICollectionViewFlowLayout` lays it out, which keeps an empty section's insets (docs/flow.md).
struct EmptySectionRule: Sendable {
    var iOSVersion: Int

    /// The first iOS version with the current behaviour.
    static let currentFromIOSVersion = 17

    /// What an empty section takes along the scroll axis.
    enum Extent: Sendable {
        /// Nothing: no insets, no background.
        case none
        /// Its insets along the scroll axis, and its backgrounds (a flow section).
        case insets
        /// Its insets, one group instance's length and its backgrounds.
        case oneRow
    }

    /// What a section without items takes: `keepsInsets` for a flow section
    /// (`ResolvedSection.keepsInsetsWhenEmpty`).
    func extent(orthogonal: Bool, keepsInsets: Bool) -> Extent {
        if keepsInsets { return .insets }
        return orthogonal && iOSVersion < Self.currentFromIOSVersion ? .oneRow : .none
    }

    /// Whether the inter-section spacing follows a section with `itemCount` items.
    func spacingFollows(itemCount: Int, orthogonal: Bool, keepsInsets: Bool) -> Bool {
        itemCount > 0 || orthogonal || keepsInsets || iOSVersion >= Self.currentFromIOSVersion
    }
}
