import ComplayoutModel

/// The layout, its sections, their alternatives and list sections (language.md sections 2, 3, 9 and 13);
/// flow sections are in `FlowVocabulary`.
extension MappingVocabulary {
    static let layout = MappingVocabulary(
        context: "in layout",
        summary: "The whole layout: UICollectionViewCompositionalLayout and its configuration.",
        keys: [
            .optional(
                "scrollDirection", .word(["vertical", "horizontal"]), default: "vertical",
                "The axis the collection view scrolls along; sections and group instances follow each other "
                    + "along it (R35–R38, R54)."),
            .optional(
                "interSectionSpacing", .length, default: 0,
                "Points between consecutive sections along the scroll axis (R29, R37)."),
            .optional(
                "contentInsetsReference", .contentInsetsReference, default: "automatic",
                "Where the cross-axis insets every section adds come from; automatic is safeArea (R6, R34)."),
            .optional(
                "boundarySupplementaryItems", .list(.mapping(.boundaryItem)), default: [],
                "Headers and footers of the whole layout, anchored to all sections together (R12, R47)."),
            .optional(
                "section", .sectionDefinition,
                "One section definition, used for every data section; or a list of alternatives chosen by `when`."),
            .optional(
                "sections", .list(.sectionDefinition, minimum: 1),
                "Section definitions: entry i is used for data section i; each a section or a list of alternatives."),
        ],
        rules: [.exactlyOne(["section", "sections"])])

    static let section = MappingVocabulary(
        context: "in section",
        summary: "One section: NSCollectionLayoutSection. It has a root group, or is a list or flow section.",
        keys: sectionKeys,
        rules: sectionRules)

    static let sectionAlternative = section.adding(
        .optional(
            "when", .mapping(.condition),
            "The conditions under which this alternative is used; without it, the alternative always holds."),
        context: "in section alternative",
        summary: "One alternative of a section definition: a section, used when every condition of `when` holds.")

    static let condition = MappingVocabulary(
        context: "in 'when'",
        summary: "Conditions on the environment and the section's data; all must hold (Apple's section provider).",
        keys: [
            .optional("minWidth", .length, "Holds when the container width is at least this."),
            .optional("maxWidth", .length, "Holds when the container width is at most this."),
            .optional("minHeight", .length, "Holds when the container height is at least this."),
            .optional("maxHeight", .length, "Holds when the container height is at most this."),
            .optional("horizontalSizeClass", .sizeClass, "Holds when traits.horizontalSizeClass is this."),
            .optional("verticalSizeClass", .sizeClass, "Holds when traits.verticalSizeClass is this."),
            .optional("layoutDirection", .layoutDirection, "Holds when the environment's layoutDirection is this."),
            .optional("minItems", .integer(.nonNegative), "Holds when the data section has at least this many items."),
            .optional("maxItems", .integer(.nonNegative), "Holds when the data section has at most this many items."),
            .optional("empty", .bool, "Holds when the data section has no items (true) or some (false)."),
        ])

    static let list = MappingVocabulary(
        context: "in list",
        summary: "A list section (UICollectionLayoutListConfiguration, R63), laid out with the project's list metrics "
            + "(docs/lists.md).",
        keys: [
            .optional(
                "appearance", .word(of: ListConfiguration.Appearance.self), default: "plain", "The list's style."),
            .optional(
                "headerMode", .word(of: ListConfiguration.HeaderMode.self), default: "none",
                "How the section shows a header."),
            .optional(
                "footerMode", .word(of: ListConfiguration.FooterMode.self), default: "none",
                "How the section shows a footer."),
            .optional("itemHeight", .dimension, default: "estimated(44)", "The height of a row."),
        ])

    /// The rules of a section, shared by a section and an alternative: one kind of content, and none of the
    /// keys a flow section sets itself.
    private static let sectionRules: [KeyRule] = [
        .exactlyOne(["group", "list", "flow"]), .excludes("flow", keysFlowSets),
    ]

    /// The keys of a section, shared by a section and an alternative.
    private static let sectionKeys: [KeyDeclaration] = [
        .optional(
            "group", .mapping(.group), "The section's root group, repeated until the items are used up (R1, R19, R35)."),
        .optional("list", .mapping(.list), "A list section instead of a group (R63)."),
        .optional(
            "flow", .mapping(.flow),
            "A flow section instead of a group: rows of equal items, as UICollectionViewFlowLayout (docs/flow.md)."),
        .optional(
            "interGroupSpacing", .length, default: 0, "Points between consecutive group instances (R28)."),
        .optional(
            "contentInsets", .insets, default: 0,
            "Insets around the section's groups; values strictly between 0 and 0.5 are fractions "
                + "(R5, R7, R8, R32)."),
        .optional(
            "contentInsetsReference", .contentInsetsReference,
            "Where the section's cross-axis insets come from. Default: the layout's (R6, R34)."),
        .optional(
            "supplementaryContentInsetsReference", .contentInsetsReference, default: "automatic",
            "Where the insets of the section's boundary items come from (R34, R41)."),
        .optional(
            "supplementariesFollowContentInsets", .bool, default: true,
            "Whether boundary items are inset by the section's contentInsets (R11, R33)."),
        .optional(
            "orthogonalScrollingBehavior", .word(of: OrthogonalScrollingBehavior.self), default: "none",
            "Anything but none lays the group instances in one line across the scroll axis (R52, R53)."),
        .optional(
            "boundarySupplementaryItems", .list(.mapping(.boundaryItem)), default: [],
            "The section's headers and footers (R11, R40–R46)."),
        .optional(
            "decorationItems", .list(.mapping(.decorationItem)), default: [],
            "Section backgrounds (R13, R50, R51)."),
    ]
}

extension ValueForm {
    /// A section, or a list of alternatives chosen by `when` (language.md section 13).
    static let sectionDefinition = ValueForm.oneOf([
        .mapping(.section), .list(.mapping(.sectionAlternative), minimum: 1),
    ])
}
