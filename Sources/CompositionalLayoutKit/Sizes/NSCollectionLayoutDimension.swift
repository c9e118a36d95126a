import ComplayoutModel

/// One axis of a layout size: absolute, estimated, fractional or uniform across siblings.
@MainActor public final class NSCollectionLayoutDimension {
    /// The dimension in complayout's model.
    let model: LayoutDimension

    init(_ model: LayoutDimension) {
        self.model = model
    }

    /// A fraction of the container's effective width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth(Double(fractionalWidth)))
    }

    /// A fraction of the container's effective height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight(Double(fractionalHeight)))
    }

    /// A fixed length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(.absolute(Double(absoluteDimension)))
    }

    /// A first guess, replaced by the size the view measures.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated(Double(estimatedDimension)))
    }

    /// An estimate; every sibling takes the largest size any of them measures.
    @available(iOS 17.0, *)
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    /// True for a fractional-width dimension.
    public var isFractionalWidth: Bool { if case .fractionalWidth = model { true } else { false } }
    /// True for a fractional-height dimension.
    public var isFractionalHeight: Bool { if case .fractionalHeight = model { true } else { false } }
    /// True for an absolute dimension.
    public var isAbsolute: Bool { if case .absolute = model { true } else { false } }
    /// True for an estimated dimension.
    public var isEstimated: Bool { if case .estimated = model { true } else { false } }
    /// True for a dimension uniform across siblings.
    @available(iOS 17.0, *)
    public var isUniformAcrossSiblings: Bool { if case .uniformAcrossSiblings = model { true } else { false } }

    /// The dimension's number: the fraction, the length or the estimate.
    public var dimension: CGFloat {
        switch model {
        case .absolute(let value), .estimated(let value), .fractionalWidth(let value), .fractionalHeight(let value),
            .uniformAcrossSiblings(let value):
            CGFloat(value)
        }
    }
}
