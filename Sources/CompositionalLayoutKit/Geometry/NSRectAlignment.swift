/// Where a boundary supplementary item sits on its section or layout.
public enum NSRectAlignment: Int, Hashable, Sendable {
    /// No alignment: not valid for a boundary supplementary item.
    case none = 0
    /// Along the top edge.
    case top
    /// At the top leading corner.
    case topLeading
    /// Along the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Along the bottom edge.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// Along the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}
