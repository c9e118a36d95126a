/// The data source (language.md section 5).
extension MappingVocabulary {
    static let data = MappingVocabulary(
        context: "in data",
        summary: "The data source: one entry per data section.",
        keys: [
            .required(
                "sections", .list(.oneOf([.itemCount, .mapping(.dataSection)])),
                "One entry per data section: an item count, or a mapping with 'items'."),
        ])

    static let dataSection = MappingVocabulary(
        context: "in data section",
        summary: "One data section: its item count and measured sizes.",
        keys: [
            .required("items", .itemCount, "The section's item count."),
            .optional(
                "sizes", .table(key: .integer(.nonNegative), value: .mapping(.measuredSize)),
                "Item index → measured size, for estimated dimensions (R57, R58)."),
            .optional(
                "heights", .list(.nullable(.number(.nonNegative))),
                "Measured heights, item i's at position i; null for an item not measured. The compact form "
                    + "of 'sizes' for feeds; an item's height is given in one of the two."),
            .optional(
                "widths", .list(.nullable(.number(.nonNegative))),
                "Measured widths, item i's at position i; null for an item not measured. The compact form "
                    + "of 'sizes' for feeds; an item's width is given in one of the two."),
            .optional(
                "supplementarySizes", .table(key: .elementKind, value: .mapping(.measuredSize)),
                "Element kind → measured size, for estimated boundary items (R59)."),
        ])
}

extension MappingVocabulary {
    /// The keys of measured lengths, one per item (`heights: [88, 92, …]`): the front end keeps
    /// their flow sequences as text (`PackedSequence`), since a feed may measure millions of items.
    static let measuredLengthKeys: Set<String> = ["heights", "widths"]
}

extension ValueForm {
    /// An item count: 0 to `SpecLimits.default.maxItemCount`.
    static let itemCount = ValueForm.integer(.nonNegative, maximum: SpecLimits.default.maxItemCount)
}
