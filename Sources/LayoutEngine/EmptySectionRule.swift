/// What a section with no items takes up, which changed in iOS 17 (F3).
///
/// From iOS 17 an empty section takes no extent along the scroll axis — no content insets, no
/// background — while the inter-section spacing still separates it from its neighbours. Before
/// (observed on iOS 14, assumed for 13–16), an empty ordinary section takes no extent either but
/// no spacing follows it, and an empty orthogonal section takes one full row: its insets, one
/// group instance's length and its background.
struct EmptySectionRule: Sendable {
    var iOSVersion: Int

    /// The first iOS version with the current behaviour.
    static let currentFromIOSVersion = 17

    /// Whether an empty section still takes one row — its insets, one group instance and its
    /// background decorations — rather than nothing.
    func keepsOneRow(orthogonal: Bool) -> Bool {
        orthogonal && iOSVersion < Self.currentFromIOSVersion
    }

    /// Whether the inter-section spacing follows a section with `itemCount` items.
    func spacingFollows(itemCount: Int, orthogonal: Bool) -> Bool {
        itemCount > 0 || orthogonal || iOSVersion >= Self.currentFromIOSVersion
    }
}
