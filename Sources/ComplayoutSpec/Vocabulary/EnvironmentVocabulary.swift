import ComplayoutModel

/// The environment and its traits (language.md section 11).
extension MappingVocabulary {
    static let environment = MappingVocabulary(
        context: "in environment",
        summary: "The collection view the layout is evaluated in.",
        keys: [
            .optional(
                "container", .mapping(.size), default: ["width": 390, "height": 844],
                "The collection view's bounds size (R6, R7)."),
            .optional("safeAreaInsets", .insets, default: 0, "The safe area insets (R6, R34)."),
            .optional(
                "layoutMargins", .insets,
                "The layout margins (R34). Default: leading and trailing 16 when the horizontal size class "
                    + "is compact, 20 when regular; top and bottom 0."),
            .optional(
                "readableContentWidth", .length, default: 672,
                "The widest the readableContent reference lets content be (R34)."),
            .optional(
                "layoutDirection", .layoutDirection, default: "leftToRight",
                "The layout direction; rightToLeft mirrors every group (R55)."),
            .optional("traits", .mapping(.traits), "Size classes and the display scale."),
            .optional(
                "contentOffset", .mapping(.point),
                "UIScrollView's raw contentOffset; it moves pinned boundary items (R45, F4). Default: the rest "
                    + "position, minus the adjusted top (leading) content inset along the scroll axis."),
            .optional(
                "contentInset", .insets, default: 0,
                "UIScrollView's contentInset; pinned boundary items stay clear of it (F4)."),
            .optional(
                "contentInsetAdjustmentBehavior", .contentInsetAdjustment, default: "automatic",
                "automatic adds the safe area's insets along the scroll axis to contentInset (F4); never does not."),
            .optional(
                "iOSVersion", .integer(.positive, minimum: LayoutEnvironment.earliestIOSVersion), default: 17,
                "The major iOS version whose behaviour to reproduce where UIKit changed (rounding, empty "
                    + "sections; docs/rules.md): 13 or later; 17 means 17 and later."),
            .optional(
                "orthogonalOffsets", .table(key: .integer(.nonNegative), value: .mapping(.point)),
                "Section index → the scroll position of that section's orthogonal scroller (R52). Default: all 0."),
        ])

    static let traits = MappingVocabulary(
        context: "in traits",
        summary: "The trait collection.",
        keys: [
            .optional("horizontalSizeClass", .sizeClass, default: "compact", "The horizontal size class."),
            .optional("verticalSizeClass", .sizeClass, default: "regular", "The vertical size class."),
            .optional(
                "displayScale", .number(.positive), default: 3,
                "Pixels per point; frames snap to this pixel grid (R4)."),
        ])
}
