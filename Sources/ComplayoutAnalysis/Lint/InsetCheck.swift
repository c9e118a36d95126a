import ComplayoutDiagnostics
import ComplayoutModel

/// Content insets that do not do what they seem to: ignored on estimated axes (R30), or read
/// as fractions (R5).
enum InsetCheck {
    /// R30: an item's insets on an axis whose dimension is estimated are ignored (as R56 says of
    /// the first pass, and as the engine does).
    static func warnings(for item: LayoutItem) -> [Diagnostic] {
        let ignored = item.contentInsets.edges.filter { $0.value != 0 && item.size[$0.edge.axis].isEstimated }
        guard !ignored.isEmpty else { return [] }
        let axes = LayoutAxis.allCases.filter { axis in ignored.contains { $0.edge.axis == axis } }
        return [
            Diagnostic(
                LintDiagnostic.insetOnEstimatedAxis(edges: ignored.map(\.edge), axes: axes),
                at: item.contentInsetsSource ?? item.source)
        ]
    }

    /// R5: a section's insets between 0 and 1.
    static func warnings(for section: LayoutSection) -> [Diagnostic] {
        fractionalInsets(section.contentInsets, of: "container", at: section.contentInsetsSource ?? section.source)
    }

    /// R5: a group's insets between 0 and 1.
    static func warnings(for group: LayoutGroup) -> [Diagnostic] {
        fractionalInsets(group.contentInsets, of: "group", at: group.contentInsetsSource ?? group.source)
    }

    /// One warning per distinct value strictly between 0 and 1. The engine follows iOS 17 and
    /// later: values below 0.5 are fractions of the container's length on the edge's axis, values
    /// from 0.5 are points; before iOS 17 every value below 1 was a fraction (R5, docs/evaluation.md).
    private static func fractionalInsets(
        _ insets: DirectionalInsets, of container: String, at source: SourceRange?
    ) -> [Diagnostic] {
        var values: [Double] = []
        for (_, value) in insets.edges where value > 0 && value < 1 && !values.contains(value) {
            values.append(value)
        }
        return values.map { value in
            let edges = insets.edges.filter { $0.value == value }.map(\.edge)
            return Diagnostic(LintDiagnostic.fractionalInset(edges: edges, value: value, container: container), at: source)
        }
    }
}

extension DirectionalInsets {
    /// The four edges with their values, in the order the language writes them.
    var edges: [(edge: DirectionalEdge, value: Double)] {
        [(.top, top), (.leading, leading), (.bottom, bottom), (.trailing, trailing)]
    }
}

extension DirectionalEdge {
    /// The axis across which the edge lies: leading and trailing bound a width.
    var axis: LayoutAxis { self == .leading || self == .trailing ? .horizontal : .vertical }
}

