/// An index path is an array of integers: `[0, 12]`, or `[k]` for a layout-level boundary item.
extension ElementIndexPath: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [Int](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try components.encode(to: encoder)
    }
}

/// A key is `{ "category": …, "kind": …, "indexPath": […] }`, without `kind` for a cell, as
/// language.md section 14 writes an element.
extension ElementKey: Codable {
    private enum CodingKeys: String, CodingKey {
        case category, kind, indexPath
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            category: try container.decode(ElementCategory.self, forKey: .category),
            kind: try container.decodeIfPresent(String.self, forKey: .kind),
            path: try container.decode(ElementIndexPath.self, forKey: .indexPath))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(category, forKey: .category)
        try container.encodeIfPresent(kind, forKey: .kind)
        try container.encode(path, forKey: .indexPath)
    }
}

/// An element is its key's members, then `frame` and `zIndex`: the element object of `eval`.
extension LayoutAttributes: Codable {
    private enum CodingKeys: String, CodingKey {
        case frame, zIndex
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            key: try ElementKey(from: decoder), frame: try container.decode(Rect.self, forKey: .frame),
            zIndex: try container.decode(Int.self, forKey: .zIndex))
    }

    public func encode(to encoder: any Encoder) throws {
        try key.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frame, forKey: .frame)
        try container.encode(zIndex, forKey: .zIndex)
    }
}

/// A rectangle is `{ "x": …, "y": …, "width": …, "height": … }`.
extension Rect: Codable {
    private enum CodingKeys: String, CodingKey {
        case x, y, width, height
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
            width: try container.decode(Double.self, forKey: .width),
            height: try container.decode(Double.self, forKey: .height))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}
