/// A data section is encoded with the keys a spec writes; `heights` and `widths` only when given,
/// so that data without them encodes as it always did.
extension SectionData: Codable {
    private enum CodingKeys: String, CodingKey {
        case itemCount, sizes, heights, widths, supplementarySizes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            itemCount: try container.decode(Int.self, forKey: .itemCount),
            sizes: try container.decode([Int: MeasuredSize].self, forKey: .sizes),
            heights: try container.decodeIfPresent(MeasuredLengths.self, forKey: .heights) ?? MeasuredLengths(),
            widths: try container.decodeIfPresent(MeasuredLengths.self, forKey: .widths) ?? MeasuredLengths(),
            supplementarySizes: try container.decode([String: MeasuredSize].self, forKey: .supplementarySizes))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(itemCount, forKey: .itemCount)
        try container.encode(sizes, forKey: .sizes)
        if !heights.isEmpty { try container.encode(heights, forKey: .heights) }
        if !widths.isEmpty { try container.encode(widths, forKey: .widths) }
        try container.encode(supplementarySizes, forKey: .supplementarySizes)
    }
}
