/// A spacing is an object of one member: `{ "fixed": 8 }` or `{ "flexible": 8 }`.
extension Spacing: Codable {
    private enum CodingKeys: String, CodingKey {
        case fixed, flexible
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(Double.self, forKey: .flexible) {
            self = .flexible(value)
        } else {
            self = .fixed(try container.decode(Double.self, forKey: .fixed))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .fixed(let value): try container.encode(value, forKey: .fixed)
        case .flexible(let value): try container.encode(value, forKey: .flexible)
        }
    }
}
