/// The sections are `{ "section": … }` (one definition for every data section) or
/// `{ "sections": […] }`, as a spec writes them.
extension SectionSource: Codable {
    private enum CodingKeys: String, CodingKey {
        case section, sections
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let definitions = try container.decodeIfPresent([SectionDefinition].self, forKey: .sections) {
            self = .perSection(definitions)
        } else {
            self = .uniform(try container.decode(SectionDefinition.self, forKey: .section))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .uniform(let definition): try container.encode(definition, forKey: .section)
        case .perSection(let definitions): try container.encode(definitions, forKey: .sections)
        }
    }
}

/// A definition is `{ "section": … }` or `{ "variants": […] }`; its position is not written.
extension SectionDefinition: Codable {
    private enum CodingKeys: String, CodingKey {
        case section, variants
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let variants = try container.decodeIfPresent([SectionVariant].self, forKey: .variants) {
            self = .variants(variants, source: nil)
        } else {
            self = .section(try container.decode(LayoutSection.self, forKey: .section))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .section(let section): try container.encode(section, forKey: .section)
        case .variants(let variants, _): try container.encode(variants, forKey: .variants)
        }
    }
}

/// A section's content is `{ "group": … }`, `{ "list": … }` or `{ "flow": … }`.
extension LayoutSection.Content: Codable {
    private enum CodingKeys: String, CodingKey {
        case group, list, flow
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let list = try container.decodeIfPresent(ListConfiguration.self, forKey: .list) {
            self = .list(list)
        } else if let flow = try container.decodeIfPresent(FlowConfiguration.self, forKey: .flow) {
            self = .flow(flow)
        } else {
            self = .group(try container.decode(LayoutGroup.self, forKey: .group))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .group(let group): try container.encode(group, forKey: .group)
        case .list(let list): try container.encode(list, forKey: .list)
        case .flow(let flow): try container.encode(flow, forKey: .flow)
        }
    }
}
