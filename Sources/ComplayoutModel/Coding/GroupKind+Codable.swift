/// A group's kind is `{ "axis": "horizontal", "arrangement": … }` for a stack, or
/// `{ "custom": [frames] }`.
extension GroupKind: Codable {
    private enum CodingKeys: String, CodingKey {
        case axis, arrangement, custom
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let frames = try container.decodeIfPresent([CustomFrame].self, forKey: .custom) {
            self = .custom(frames)
        } else {
            self = .stack(
                try container.decode(LayoutAxis.self, forKey: .axis),
                try container.decode(GroupArrangement.self, forKey: .arrangement))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .stack(let axis, let arrangement):
            try container.encode(axis, forKey: .axis)
            try container.encode(arrangement, forKey: .arrangement)
        case .custom(let frames):
            try container.encode(frames, forKey: .custom)
        }
    }
}

/// An arrangement is written as the spec writes it: `{ "subitems": […] }`,
/// `{ "count": 3, "subitem": … }` or `{ "repeat": 3, "subitem": … }`.
extension GroupArrangement: Codable {
    private enum CodingKeys: String, CodingKey {
        case subitems, count, `repeat`, subitem
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let subitems = try container.decodeIfPresent([Subitem].self, forKey: .subitems) {
            self = .repeating(subitems)
        } else if let count = try container.decodeIfPresent(Int.self, forKey: .count) {
            self = .count(count, try container.decode(Subitem.self, forKey: .subitem))
        } else {
            self = .repeatExactly(
                try container.decode(Int.self, forKey: .repeat), try container.decode(Subitem.self, forKey: .subitem))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .repeating(let subitems):
            try container.encode(subitems, forKey: .subitems)
        case .count(let count, let subitem):
            try container.encode(count, forKey: .count)
            try container.encode(subitem, forKey: .subitem)
        case .repeatExactly(let count, let subitem):
            try container.encode(count, forKey: .repeat)
            try container.encode(subitem, forKey: .subitem)
        }
    }
}

/// A subitem is `{ "item": … }` or `{ "group": … }`.
extension Subitem: Codable {
    private enum CodingKeys: String, CodingKey {
        case item, group
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let group = try container.decodeIfPresent(LayoutGroup.self, forKey: .group) {
            self = .group(group)
        } else {
            self = .item(try container.decode(LayoutItem.self, forKey: .item))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .item(let item): try container.encode(item, forKey: .item)
        case .group(let group): try container.encode(group, forKey: .group)
        }
    }
}
