/// An anchor's offset is `{ "absolute": { "x": …, "y": … } }`, `{ "fractional": … }`, or
/// `{}` for none.
extension SupplementaryAnchor.Offset: Codable {
    private enum CodingKeys: String, CodingKey {
        case absolute, fractional
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let point = try container.decodeIfPresent(Point.self, forKey: .absolute) {
            self = .absolute(point)
        } else if let point = try container.decodeIfPresent(Point.self, forKey: .fractional) {
            self = .fractional(point)
        } else {
            self = .none
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .none: break
        case .absolute(let point): try container.encode(point, forKey: .absolute)
        case .fractional(let point): try container.encode(point, forKey: .fractional)
        }
    }
}
