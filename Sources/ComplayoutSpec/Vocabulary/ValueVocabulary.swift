/// The mappings that values are written as: sizes, points, insets, edge spacing, frames (language.md section 10).
extension MappingVocabulary {
    static let layoutSize = MappingVocabulary(
        summary: "A size (NSCollectionLayoutSize): a dimension per axis.",
        keys: [
            .required("width", .dimension, "The width: absolute(N) or N, estimated(N), fractionalWidth(F), …"),
            .required("height", .dimension, "The height: absolute(N) or N, estimated(N), fractionalHeight(F), …"),
        ])

    static let size = MappingVocabulary(
        summary: "A size in points.",
        keys: [
            .required("width", .length, "The width in points."),
            .required("height", .length, "The height in points."),
        ])

    static let point = MappingVocabulary(
        summary: "A point; either coordinate may be negative.",
        keys: [
            .required("x", .coordinate, "The x coordinate."),
            .required("y", .coordinate, "The y coordinate."),
        ])

    static let insets = MappingVocabulary(
        summary: "Insets per edge; absent edges are 0. leading and trailing follow the layout direction.",
        keys: [
            .optional("top", .length, default: 0, "The top inset."),
            .optional("leading", .length, default: 0, "The leading inset (left in left-to-right layouts)."),
            .optional("bottom", .length, default: 0, "The bottom inset."),
            .optional("trailing", .length, default: 0, "The trailing inset (right in left-to-right layouts)."),
        ])

    static let edgeSpacing = MappingVocabulary(
        summary: "Edge spacing (NSCollectionLayoutEdgeSpacing): a spacing per edge; absent edges are fixed(0).",
        keys: [
            .optional("leading", .spacing, "Space before the element along x (R24, R25). Absent: fixed(0)."),
            .optional("top", .spacing, "Space before the element along y (R24, R25). Absent: fixed(0)."),
            .optional("trailing", .spacing, "Space after the element along x (R24, R25). Absent: fixed(0)."),
            .optional("bottom", .spacing, "Space after the element along y (R24, R25). Absent: fixed(0)."),
        ])

    static let rect = MappingVocabulary(
        summary: "A frame in content coordinates; any value may be negative.",
        keys: [
            .required("x", .coordinate, "The frame's x."),
            .required("y", .coordinate, "The frame's y."),
            .required("width", .coordinate, "The frame's width."),
            .required("height", .coordinate, "The frame's height."),
        ])

    static let measuredSize = MappingVocabulary(
        context: "in measured size",
        summary: "A measured (preferred) size for estimated dimensions (R57–R59).",
        keys: [
            .optional("width", .length, "The measured width."),
            .optional("height", .length, "The measured height."),
        ])
}
