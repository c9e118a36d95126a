import ComplayoutModel

/// Groups, their subitems and items (language.md sections 4 and 5).
extension MappingVocabulary {
    static let group = MappingVocabulary(
        context: "in group",
        summary: "A group (NSCollectionLayoutGroup), written under the key that names its kind.",
        keys: [
            .optional("horizontal", .mapping(.stackGroup), "A row: subitems placed left to right (R14, R15)."),
            .optional("vertical", .mapping(.stackGroup), "A column: subitems placed top to bottom (R14, R15)."),
            .optional("custom", .mapping(.customGroup), "A group whose items sit at listed frames (R20)."),
        ],
        rules: [.exactlyOne(["horizontal", "vertical", "custom"])])

    static let stackGroup = MappingVocabulary(
        context: "in group",
        summary: "A horizontal or vertical group.",
        keys: [
            .required("size", .mapping(.layoutSize), "The group's size (R2, R7, R9, R19)."),
            .required(
                "subitems", .list(.mapping(.subitem), minimum: 1),
                "Items and groups, in order; repeated while they fit (R14, R15, R16)."),
            .optional(
                "count", .groupCount,
                "Exactly this many copies of the one subitem, equally sized along the axis (subitem:count:, R17)."),
            .optional(
                "repeat", .groupCount,
                "Exactly this many copies of the one subitem at its own size (repeatingSubitem:count:, R18)."),
            .optional(
                "interItemSpacing", .spacing, default: "fixed(0)",
                "Space between consecutive subitems along the axis (R16, R22, R23)."),
            .optional(
                "contentInsets", .insets, default: 0,
                "Insets around the group's subitems; values strictly between 0 and 0.5 are fractions (R5, R9, R31)."),
            .optional(
                "edgeSpacing", .mapping(.edgeSpacing),
                "Space around the group in its parent (R24, R25, R27). Default: fixed(0) on every edge."),
            .optional(
                "supplementaryItems", .list(.mapping(.anchoredItem)), default: [],
                "Supplementaries anchored to the group (R10, R46, R49)."),
        ],
        rules: [.atMostOne(["count", "repeat"]), .oneEntry(in: "subitems", whenAnyOf: ["count", "repeat"])])

    static let customGroup = MappingVocabulary(
        context: "in custom group",
        summary: "A custom group: its items sit at the frames it lists, relative to the group (R20).",
        keys: [
            .required("size", .mapping(.layoutSize), "The group's size (R2, R19)."),
            .required(
                "frames", .list(.mapping(.customFrame), minimum: 1),
                "One frame per item, relative to the group's origin (R20, R39)."),
            .optional(
                "contentInsets", .insets, default: 0,
                "The group's content insets; they do not move the frames (R20)."),
            .optional(
                "edgeSpacing", .mapping(.edgeSpacing),
                "Space around the group in its parent (R24, R25, R27). Default: fixed(0) on every edge."),
            .optional(
                "supplementaryItems", .list(.mapping(.anchoredItem)), default: [],
                "Supplementaries anchored to the group (R49)."),
        ])

    static let customFrame = MappingVocabulary(
        context: "in frame",
        summary: "The frame of one item of a custom group.",
        keys: [
            .required("x", .coordinate, "The item's x, relative to the group's origin."),
            .required("y", .coordinate, "The item's y, relative to the group's origin."),
            .required("width", .dimension, "The item's width, resolved against the group's full size."),
            .required("height", .dimension, "The item's height, resolved against the group's full size."),
            .optional("zIndex", .zIndex, default: 0, "The cell's zIndex (R51)."),
        ])

    static let subitem = MappingVocabulary(
        context: "in subitems entry",
        summary: "An entry of `subitems`: an item or a nested group.",
        keys: [
            .optional("item", .mapping(.item), "An item (NSCollectionLayoutItem)."),
            .optional("group", .mapping(.group), "A nested group."),
        ],
        rules: [.exactlyOne(["item", "group"])])

    static let item = MappingVocabulary(
        context: "in item",
        summary: "An item (NSCollectionLayoutItem): a leaf of the tree, one cell.",
        keys: [
            .required("size", .mapping(.layoutSize), "The item's size, resolved against its group (R2, R9)."),
            .optional(
                "contentInsets", .insets, default: 0,
                "Shrink the cell inside its slot; the slot keeps its size (R26, R30)."),
            .optional(
                "edgeSpacing", .mapping(.edgeSpacing),
                "Space around the item's slot (R15, R24, R25). Default: fixed(0) on every edge."),
            .optional(
                "supplementaryItems", .list(.mapping(.anchoredItem)), default: [],
                "Supplementaries anchored to the item, such as badges (R10, R46, R48, R49)."),
        ])
}

extension ValueForm {
    /// `count` or `repeat`: 1 to `SpecLimits.default.maxGroupCount`, or an expression of the
    /// environment (language.md section 4).
    static let groupCount = ValueForm.oneOf([
        .integer(.positive, maximum: SpecLimits.default.maxGroupCount),
        .countExpression(maxLength: CountExpression.maxLength),
    ])
}
