/// The top level of a spec file (language.md section 1).
extension MappingVocabulary {
    static let specFile = MappingVocabulary(
        context: "at the top level",
        summary: "A complayout layout spec: a UICollectionViewCompositionalLayout written in YAML.",
        keys: [
            .optional("name", .text(nonEmpty: false), "Free text: the spec's name."),
            .optional("description", .text(nonEmpty: false), "Free text: what the spec shows."),
            .required("layout", .mapping(.layout), "The layout tree: scroll direction, boundary items and sections."),
            .optional(
                "environment", .mapping(.environment),
                "The collection view the layout is evaluated in: container size, insets, traits, scroll offsets."),
            .optional(
                "data", .mapping(.data),
                "The data source: sections, item counts and measured sizes. Default: one section per "
                    + "section definition, 10 items each."),
            .optional(
                "expect", .oneOf([.mapping(.expectedLayout), .mapping(.expectedError)]),
                "What evaluation must give; makes the file a conformance case run by `complayout check`."),
        ])
}
