import ComplayoutModel

/// The two forms of `expect` and an expected element (language.md section 15).
extension MappingVocabulary {
    static let expectedLayout = MappingVocabulary(
        context: "in expect",
        summary: "The layout a conformance case must give.",
        keys: [
            .optional("contentSize", .mapping(.size), "The expected content size. Default: not checked."),
            .optional(
                "partial", .bool, default: false, "Check only the listed elements, not that they are all there is."),
            .optional("elements", .list(.mapping(.expectedElement)), "The expected elements; required unless partial."),
            .optional(
                "pass", .word(of: EvaluationPass.self), default: "final",
                "The layout pass the case checks: initial uses every estimate as it is (R56); final applies "
                    + "the measured sizes in data (R57–R62)."),
            .optional(
                "knownGap", .text(nonEmpty: true),
                "Why the engine is known to disagree with this expectation (a recorded UIKit frame it does not "
                    + "reproduce yet): the case must fail as documented. Default: the case must pass."),
        ],
        rules: [.requiredUnlessTrue("elements", flag: "partial")])

    static let expectedError = MappingVocabulary(
        context: "in expect",
        summary: "The error a conformance case must fail with.",
        keys: [
            .required("error", .text(nonEmpty: true), "Part of the expected message."),
            .optional("line", .integer(.positive), "The 1-based line of the error's position. Default: any line."),
            .optional(
                "id", .text(nonEmpty: true),
                "The diagnostic id the error must have, such as unknown-key (docs/diagnostics.md). Default: any id."),
        ])

    static let expectedElement = MappingVocabulary(
        context: "in expected element",
        summary: "One element the layout must have, matched by category, kind and index path.",
        keys: [
            .required("category", .word(of: ElementCategory.self), "The element's category."),
            .optional("kind", .elementKind, "The element kind; required for supplementaries and decorations, not for cells."),
            .required(
                "indexPath", .list(.integer(.nonNegative)),
                "[section, item]; a layout-level boundary item has [k]."),
            .required("frame", .mapping(.rect), "The expected frame, within 0.001 points."),
            .optional("zIndex", .zIndex, "The expected zIndex, exactly. Default: not checked."),
        ])
}
