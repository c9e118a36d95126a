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
                "supplementarySizes", .table(key: .elementKind, value: .mapping(.measuredSize)),
                "Element kind → measured size, for estimated boundary items (R59)."),
        ])
}

extension ValueForm {
    /// An item count: 0 to `SpecLimits.default.maxItemCount`.
    static let itemCount = ValueForm.integer(.nonNegative, maximum: SpecLimits.default.maxItemCount)
}
