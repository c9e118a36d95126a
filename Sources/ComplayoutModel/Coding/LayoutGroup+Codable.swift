/// A group is written flat, its item properties beside its own: `{ "size": …, "contentInsets": …,
/// "supplementaryItems": […], "kind": …, "interItemSpacing": … }`, as it was before `asItem` held them.
extension LayoutGroup: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, interItemSpacing
    }

    public init(from decoder: any Decoder) throws {
        asItem = try LayoutItem(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(GroupKind.self, forKey: .kind)
        interItemSpacing = try container.decode(Spacing.self, forKey: .interItemSpacing)
    }

    public func encode(to encoder: any Encoder) throws {
        try asItem.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(interItemSpacing, forKey: .interItemSpacing)
    }
}
