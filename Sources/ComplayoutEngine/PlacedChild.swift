import ComplayoutModel

/// A subitem chosen to go in a stacking group, with its resolved slot size.
struct PlacedChild: Sendable {
    var subitem: Subitem
    /// What its layout size resolved against (R9; shortened by the spacing for R16 and R18).
    var container: Size
    /// The slot's layout size (before the item's content insets; a nested group's full size).
    var size: Size
    /// Edge spacing before and after the slot along the group's axis (R24).
    var before: Spacing
    var after: Spacing
}
