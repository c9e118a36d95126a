import ComplayoutModel

extension LayoutDimension {
    /// The length this dimension gives in a container whose effective size is `container` (R2, R3, R9).
    /// Fractional results are floored to the pixel grid (R4a); estimates are used as they are (R56).
    func resolved(in container: Size, grid: PixelGrid) -> Double {
        switch self {
        case .absolute(let value), .estimated(let value), .uniformAcrossSiblings(let value):
            value
        case .fractionalWidth, .fractionalHeight:
            grid.floorFractional(fractionOperands(in: container)?.product ?? 0)
        }
    }

    /// A fractional dimension's operands in `container`: the length it is a fraction of, and the
    /// product before it is floored to the grid (R2, R4a); nil for the other dimensions.
    package func fractionOperands(in container: Size) -> (base: Double, product: Double)? {
        switch self {
        case .absolute, .estimated, .uniformAcrossSiblings: nil
        case .fractionalWidth(let fraction): (container.width, fraction * container.width)
        case .fractionalHeight(let fraction): (container.height, fraction * container.height)
        }
    }
}

extension LayoutSize {
    /// Both dimensions resolved against a container's effective size.
    func resolved(in container: Size, grid: PixelGrid) -> Size {
        Size(width: width.resolved(in: container, grid: grid), height: height.resolved(in: container, grid: grid))
    }
}

extension DirectionalInsets {
    /// Container insets with R5 applied: a value strictly between 0 and 0.5 is a fraction of the
    /// container's length on that edge's axis (iOS 17+ threshold), floored to the pixel grid.
    func resolvedAsContainerInsets(for size: Size, grid: PixelGrid) -> DirectionalInsets {
        func resolve(_ value: Double, _ length: Double) -> Double {
            value > 0 && value < 0.5 ? grid.floorFractional(value * length) : value
        }
        return DirectionalInsets(
            top: resolve(top, size.height), leading: resolve(leading, size.width),
            bottom: resolve(bottom, size.height), trailing: resolve(trailing, size.width))
    }

    /// The size left inside `size` after these insets (R3).
    func effectiveSize(of size: Size) -> Size {
        Size(width: size.width - leading - trailing, height: size.height - top - bottom)
    }
}
