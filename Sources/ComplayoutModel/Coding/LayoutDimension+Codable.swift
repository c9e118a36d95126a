/// A dimension is an object of one member, named as `size:` names it: `{ "fractionalWidth": 0.5 }`.
extension LayoutDimension: Codable {
    private enum CodingKeys: String, CodingKey {
        case absolute, estimated, fractionalWidth, fractionalHeight, uniformAcrossSiblings
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "a dimension has exactly one member"))
        }
        let value = try container.decode(Double.self, forKey: key)
        switch key {
        case .absolute: self = .absolute(value)
        case .estimated: self = .estimated(value)
        case .fractionalWidth: self = .fractionalWidth(value)
        case .fractionalHeight: self = .fractionalHeight(value)
        case .uniformAcrossSiblings: self = .uniformAcrossSiblings(estimate: value)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .absolute(let value): try container.encode(value, forKey: .absolute)
        case .estimated(let value): try container.encode(value, forKey: .estimated)
        case .fractionalWidth(let value): try container.encode(value, forKey: .fractionalWidth)
        case .fractionalHeight(let value): try container.encode(value, forKey: .fractionalHeight)
        case .uniformAcrossSiblings(let value): try container.encode(value, forKey: .uniformAcrossSiblings)
        }
    }
}
