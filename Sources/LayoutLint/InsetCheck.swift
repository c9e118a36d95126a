import Diagnostics
import LayoutModel

/// Content insets that do not do what they seem to: ignored on estimated axes (R30), or read
/// as fractions (R5).
enum InsetCheck {
    /// R30: an item's insets on an axis whose dimension is estimated are ignored.
    static func warnings(for item: Item) -> [Diagnostic] {
        let insets = item.contentInsets
        var axes: [String] = []
        var edges: [(name: String, value: Double)] = []
        if item.size.width.isEstimated, insets.leading != 0 || insets.trailing != 0 {
            axes.append("width")
        }
        if item.size.height.isEstimated, insets.top != 0 || insets.bottom != 0 {
            axes.append("height")
        }
        guard !axes.isEmpty else { return [] }
        for (name, value) in insets.edges where value != 0 {
            let horizontal = name == "leading" || name == "trailing"
            if axes.contains(horizontal ? "width" : "height") { edges.append((name, value)) }
        }
        return [
            .warning(
                LintDiagnosticID.insetOnEstimatedAxis,
                "the \(spokenList(edges.map(\.name))) \(edges.count == 1 ? "inset is" : "insets are") ignored: "
                    + "UIKit ignores an item's content insets on an estimated axis, and this item's "
                    + "\(spokenList(axes)) \(axes.count == 1 ? "is" : "are") estimated (R30)",
                at: item.contentInsetsSource ?? item.source)
        ]
    }

    /// R5: a section's insets between 0 and 1.
    static func warnings(for section: Section) -> [Diagnostic] {
        fractionalInsets(section.contentInsets, of: "container", at: section.contentInsetsSource ?? section.source)
    }

    /// R5: a group's insets between 0 and 1.
    static func warnings(for group: Group) -> [Diagnostic] {
        fractionalInsets(group.contentInsets, of: "group", at: group.contentInsetsSource ?? group.source)
    }

    /// One warning per distinct value strictly between 0 and 1. The engine follows iOS 17+, where
    /// values below 0.5 are fractions of the container's length on the edge's axis and values from
    /// 0.5 are points; before iOS 17 every value below 1 was a fraction (R5, docs/evaluation.md).
    private static func fractionalInsets(
        _ insets: DirectionalInsets, of container: String, at source: SourceRange?
    ) -> [Diagnostic] {
        var values: [Double] = []
        for (_, value) in insets.edges where value > 0 && value < 1 && !values.contains(value) {
            values.append(value)
        }
        return values.map { value in
            let edges = insets.edges.filter { $0.value == value }.map(\.name)
            let subject = "the \(spokenList(edges)) \(edges.count == 1 ? "inset" : "insets") of \(value.plainText)"
            let message =
                value < 0.5
                ? "\(subject) \(edges.count == 1 ? "is" : "are") read as a fraction of the \(container)'s "
                    + "length, not as points: UIKit reads insets between 0 and 0.5 as fractions (R5)"
                : "\(subject) \(edges.count == 1 ? "is" : "are") read as points here, as iOS 17 and later do, but "
                    + "earlier versions read insets below 1 as fractions of the \(container)'s length (R5)"
            return .warning(LintDiagnosticID.fractionalInset, message, at: source)
        }
    }
}

extension DirectionalInsets {
    /// The four edges by name, in the order the language writes them.
    var edges: [(name: String, value: Double)] {
        [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
    }
}
