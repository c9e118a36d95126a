/// One axis of a layout size, as Apple's `NSCollectionLayoutDimension` (R2).
public enum LayoutDimension: Sendable, Hashable {
    /// A fixed length in points.
    case absolute(Double)
    /// A first guess, replaced by the measured size on this axis (R56, R57).
    case estimated(Double)
    /// A fraction of the container's effective width.
    case fractionalWidth(Double)
    /// A fraction of the container's effective height.
    case fractionalHeight(Double)
    /// Estimated, and every sibling grows to the largest measured size (R62).
    case uniformAcrossSiblings(estimate: Double)

    /// True for the self-sizing kinds (`estimated`, `uniformAcrossSiblings`).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        case .absolute, .fractionalWidth, .fractionalHeight: false
        }
    }

    /// The axis whose container length a fractional dimension is a fraction of; nil for the others.
    public var fractionAxis: LayoutAxis? {
        switch self {
        case .fractionalWidth: .horizontal
        case .fractionalHeight: .vertical
        case .absolute, .estimated, .uniformAcrossSiblings: nil
        }
    }

    /// True for the fractional kinds.
    public var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: true
        case .absolute, .estimated, .uniformAcrossSiblings: false
        }
    }
}

/// A width and a height, each a dimension (Apple's `NSCollectionLayoutSize`).
public struct LayoutSize: Codable, Sendable, Hashable {
    public var width: LayoutDimension
    public var height: LayoutDimension

    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    /// The dimension along an axis.
    public subscript(axis: LayoutAxis) -> LayoutDimension {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }
}
