import ComplayoutAnalysis
import ComplayoutDiagnostics
import ComplayoutModel

/// A layout transition at one progress (`complayout transition`, docs/transitions.md): the
/// document of `eval` with the progress, and each element's alpha.
public struct TransitionDocument: JSONDocument {
    public static let currentVersion = 1
    public static let linedArrays: Set<String> = ["elements"]

    /// An element where the transition puts it: `eval`'s members, then `alpha`.
    public struct Element: Codable, Sendable, Hashable {
        public var attributes: LayoutAttributes
        /// 1 for an element of both layouts; fading from or to 0 for one of one layout only.
        public var alpha: Double

        private enum CodingKeys: String, CodingKey {
            case alpha
        }

        public init(attributes: LayoutAttributes, alpha: Double) {
            self.attributes = attributes
            self.alpha = alpha
        }

        public init(from decoder: any Decoder) throws {
            attributes = try LayoutAttributes(from: decoder)
            alpha = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .alpha)
        }

        public func encode(to encoder: any Encoder) throws {
            try attributes.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(alpha, forKey: .alpha)
        }
    }

    public var formatVersion: Int
    public var progress: Double
    public var contentSize: Size
    public var elements: [Element]

    public init(_ frame: TransitionFrame) {
        formatVersion = Self.currentVersion
        progress = frame.progress
        contentSize = frame.contentSize
        elements = frame.elements.map { Element(attributes: $0.attributes, alpha: $0.alpha) }
    }
}
