import ComplayoutModel

/// Boundary items, anchored items, anchors and decoration items (language.md sections 6 to 8).
extension MappingVocabulary {
    static let boundaryItem = MappingVocabulary(
        context: "in boundary supplementary item",
        summary: "A header, footer or other boundary supplementary item (R40–R47).",
        keys: [
            .required("kind", .elementKind, "The element kind, unique within the section (R44, R46)."),
            .required("size", .mapping(.layoutSize), "The item's size (R11, R12, R59)."),
            .required(
                "alignment", .word(of: RectAlignment.self),
                "Where the item sits on the section's rect (R40, R41)."),
            .optional(
                "absoluteOffset", .mapping(.point), default: ["x": 0, "y": 0],
                "Moves the item after anchoring; the section grows around it (R42)."),
            .optional(
                "extendsBoundary", .bool, default: true,
                "Places the item outside the section content, which grows by its length (R40, R42)."),
            .optional(
                "pinToVisibleBounds", .bool, default: false,
                "Keeps the item in view while its section scrolls by (R45)."),
            .optional("contentInsets", .insets, default: 0, "Shrink the item's frame after anchoring (R43)."),
            .optional("zIndex", .zIndex, default: 1, "The item's zIndex (R51)."),
        ])

    static let anchoredItem = MappingVocabulary(
        context: "in supplementary item",
        summary: "A supplementary anchored to an item or a group, such as a badge (R48, R49).",
        keys: [
            .required("kind", .elementKind, "The element kind, unique within the section (R44, R46)."),
            .required("size", .mapping(.layoutSize), "The supplementary's size, resolved against its host (R10)."),
            .required("containerAnchor", .mapping(.anchor), "The anchor on the host (R48)."),
            .optional(
                "itemAnchor", .mapping(.anchor),
                "The anchor on the supplementary itself (R48). Default: the container anchor's point."),
            .optional("contentInsets", .insets, default: 0, "Shrink the supplementary's frame (R49)."),
            .optional("zIndex", .zIndex, default: 1, "The supplementary's zIndex (R51)."),
        ])

    static let anchor = MappingVocabulary(
        summary: "An anchor (NSCollectionLayoutAnchor): edges and an optional offset (R48).",
        keys: [
            .required(
                "edges", .list(.word(of: DirectionalEdge.self)),
                "The edges to anchor to, never two opposite ones; an empty list centres."),
            .optional("absoluteOffset", .mapping(.point), "An offset in points."),
            .optional(
                "fractionalOffset", .mapping(.point), "An offset in fractions of the supplementary's own size."),
        ],
        rules: [.atMostOne(["absoluteOffset", "fractionalOffset"])])

    static let decorationItem = MappingVocabulary(
        context: "in decoration item",
        summary: "A section background decoration (R13, R50, R51).",
        keys: [
            .required("background", .elementKind, "The background's element kind."),
            .optional(
                "contentInsets", .insets, default: 0,
                "Shrink the background inside the section's frame (R50)."),
            .optional("zIndex", .zIndex, default: 0, "The background's zIndex (R51)."),
        ])
}
