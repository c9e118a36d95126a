/// A direction in the plane: x (`horizontal`) or y (`vertical`).
public enum LayoutAxis: String, Codable, Sendable, Hashable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension LayoutAxis {
    /// The length along this axis, as messages name it: "width" or "height".
    package var lengthName: String { self == .horizontal ? "width" : "height" }
}
