/// What a section's (or the layout's) content insets are measured from.
@available(iOS 14.0, *)
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    /// For a section, the layout's reference; for the layout, the safe area.
    case automatic = 0
    /// The collection view's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable-content guide.
    case readableContent
}
