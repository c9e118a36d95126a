import ComplayoutModel

/// Flow sections: the `flow` key of a section (docs/flow.md). Each key is the
/// `UICollectionViewFlowLayout` property of the same name, with UIKit's default.
extension MappingVocabulary {
    static let flow = MappingVocabulary(
        context: "in flow",
        summary: "A flow section: laid out as UICollectionViewFlowLayout lays out a section (docs/flow.md).",
        keys: [
            .optional(
                "itemSize", .mapping(.flowItemSize), default: ["width": 50, "height": 50],
                "Every item's size; rows hold as many as fit, justified (itemSize)."),
            .optional(
                "minimumLineSpacing", .length, default: 10, "Points between rows, along the scroll axis."),
            .optional(
                "minimumInteritemSpacing", .length, default: 10,
                "The least space between the items of a row, before justification."),
            .optional(
                "sectionInset", .insets, default: 0,
                "Insets around the rows, in points (never fractions); not applied to the header and footer."),
            .optional(
                "sectionInsetReference", .word(of: FlowConfiguration.SectionInsetReference.self),
                default: "fromContentInset", "Where sectionInset is measured from, across the scroll axis (R6, R34)."),
            .optional(
                "headerReferenceSize", .mapping(.size), default: ["width": 0, "height": 0],
                "The header's size; only its length along the scroll axis counts, and 0 there means no header."),
            .optional(
                "footerReferenceSize", .mapping(.size), default: ["width": 0, "height": 0],
                "The footer's size; only its length along the scroll axis counts, and 0 there means no footer."),
            .optional(
                "headersPinToVisibleBounds", .bool, default: false,
                "Keeps the header in view while its section scrolls by (sectionHeadersPinToVisibleBounds, R45)."),
            .optional(
                "footersPinToVisibleBounds", .bool, default: false,
                "Keeps the footer in view while its section scrolls by (sectionFootersPinToVisibleBounds, R45)."),
            .optional(
                "headerKind", .elementKind, default: "header",
                "The header's element kind (UIKit's elementKindSectionHeader)."),
            .optional(
                "footerKind", .elementKind, default: "footer",
                "The footer's element kind (UIKit's elementKindSectionFooter)."),
        ])

    static let flowItemSize = MappingVocabulary(
        summary: "A flow's item size in points, both lengths positive: a zero length would fit infinitely many items "
            + "in a row (R21).",
        keys: [
            .required("width", .number(.positive), "The item's width in points."),
            .required("height", .number(.positive), "The item's height in points."),
        ])

    /// The section keys a flow section sets from its own keys, each with what to write instead.
    static let keysFlowSets: [(key: String, instead: String)] = [
        ("interGroupSpacing", "the space between rows is 'minimumLineSpacing' in 'flow'"),
        ("contentInsets", "use 'sectionInset' in 'flow'"),
        ("contentInsetsReference", "use 'sectionInsetReference' in 'flow'"),
        ("supplementaryContentInsetsReference", "a flow section's header and footer span the collection view"),
        ("supplementariesFollowContentInsets", "a flow section's header and footer span the collection view"),
        ("orthogonalScrollingBehavior", "a flow section scrolls with the layout"),
    ]
}
