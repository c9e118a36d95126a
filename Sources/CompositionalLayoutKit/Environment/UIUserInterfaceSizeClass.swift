/// A size class: how much room there is along one axis.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = 0
    /// Little room: an iPhone's width in portrait.
    case compact = 1
    /// Much room: an iPad's width.
    case regular = 2
}
