/// A group is written flat, its item properties beside its own: `{ "size": …, "contentInsets": …,
/// "supplementaryItems": […], "kind": …, "interItemSpacing": …, "computedCount": … }`, as it was before
/// `asItem` held them; `computedCount` only when the group has one.
extension LayoutGroup: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, interItemSpacing, computedCount
    }

    public init(from decoder: any Decoder) throws {
        asItem = try LayoutItem(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(GroupKind.self, forKey: .kind)
        interItemSpacing = try container.decode(Spacing.self, forKey: .interItemSpacing)
        computedCount = try container.decodeIfPresent(CountExpression.self, forKey: .computedCount)
    }

    public func encode(to encoder: any Encoder) throws {
        try asItem.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(interItemSpacing, forKey: .interItemSpacing)
        try container.encodeIfPresent(computedCount, forKey: .computedCount)
    }
}
