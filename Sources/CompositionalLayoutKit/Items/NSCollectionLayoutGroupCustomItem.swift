/// One item of a custom group: its frame relative to the group, and its zIndex.
@MainActor public final class NSCollectionLayoutGroupCustomItem {
    /// The item's frame relative to the group's origin.
    public let frame: CGRect
    /// The cell's zIndex.
    public let zIndex: Int

    /// An item at `frame`, with zIndex 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame` with `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
