import ComplayoutModel

/// One element of a layout transition at some progress: where it is, how it is stacked, and how
/// opaque it is (elements that exist on one side only fade in or out).
public struct TransitionElement: Sendable, Hashable {
    public var key: ElementKey
    public var frame: Rect
    public var zIndex: Int
    /// 1 for elements present in both layouts; `1 − progress` for elements that disappear,
    /// `progress` for elements that appear.
    public var alpha: Double

    public init(key: ElementKey, frame: Rect, zIndex: Int, alpha: Double) {
        self.key = key
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
    }

    /// The element's attributes without its alpha.
    public var attributes: LayoutAttributes {
        LayoutAttributes(key: key, frame: frame, zIndex: zIndex)
    }
}

/// A transition's state at one progress value: the interpolated content size and every element.
public struct TransitionFrame: Sendable, Hashable {
    public var progress: Double
    public var contentSize: Size
    /// In output order: layout-level items, then by section: decorations, cells, supplementaries.
    public var elements: [TransitionElement]
}
