import ComplayoutDiagnostics
import ComplayoutModel

/// Computed `count:` and `repeat:` values (language.md section 4): each expression of a root group
/// and its nested groups evaluated in the section's environment, before the group is solved, so
/// that everything after — solving, lint, the explanation — sees the number.
package enum ComputedCounts {
    /// The largest count, as a written `count:` may be (`SpecLimits.maxGroupCount`).
    static let largest = 10_000

    /// What the expressions of a layout scrolling along `axis` read in `environment`: the
    /// effective container is the container less the layout's content-insets reference across
    /// the scroll axis (R6, R34).
    package static func environment(
        _ environment: LayoutEnvironment, layout: CompositionalLayout
    ) -> CountEnvironment {
        let axis = layout.scrollDirection
        let reference = environment.insets(
            for: layout.contentInsetsReference, layoutDefault: layout.contentInsetsReference
        ).only(along: axis.cross)
        let effective = Size(
            width: environment.container.width - reference.total(along: .horizontal),
            height: environment.container.height - reference.total(along: .vertical))
        return CountEnvironment(
            container: environment.container, effectiveContainer: effective, scrollAxis: axis,
            horizontalSizeClass: environment.traits.horizontalSizeClass,
            verticalSizeClass: environment.traits.verticalSizeClass)
    }

    /// `group` with the computed count of it and of every group nested in it replaced by its
    /// value; an error at the expression when one has none.
    static func resolved(_ group: LayoutGroup, in environment: CountEnvironment) throws(Diagnostic) -> LayoutGroup {
        var group = group
        guard case .stack(let axis, let arrangement) = group.kind else { return group }
        switch arrangement {
        case .repeating(let subitems):
            var resolvedSubitems: [Subitem] = []
            for subitem in subitems { resolvedSubitems.append(try resolved(subitem, in: environment)) }
            group.kind = .stack(axis, .repeating(resolvedSubitems))
        case .count(let count, let subitem):
            group.kind = .stack(axis, .count(try value(of: group, in: environment) ?? count, try resolved(subitem, in: environment)))
        case .repeatExactly(let count, let subitem):
            group.kind = .stack(
                axis, .repeatExactly(try value(of: group, in: environment) ?? count, try resolved(subitem, in: environment)))
        }
        return group
    }

    private static func resolved(_ subitem: Subitem, in environment: CountEnvironment) throws(Diagnostic) -> Subitem {
        guard case .group(let group) = subitem else { return subitem }
        return .group(try resolved(group, in: environment))
    }

    /// The value of `group`'s computed count, nil when it has none.
    private static func value(of group: LayoutGroup, in environment: CountEnvironment) throws(Diagnostic) -> Int? {
        guard let expression = group.computedCount else { return nil }
        let at = group.computedCountSource ?? group.source
        let value: Int
        do {
            value = try expression.value(in: environment)
        } catch {
            throw Diagnostic(EngineDiagnostic.computedCountUnevaluable(reason: error.message), at: at)
        }
        guard (1...largest).contains(value) else {
            throw Diagnostic(
                EngineDiagnostic.computedCountOutOfRange(
                    expression: expression.text, value: value, substituted: expression.substituted(in: environment),
                    largest: largest),
                at: at)
        }
        return value
    }
}

extension LayoutSection {
    /// The section, of `layout`, with the computed `count:` and `repeat:` of its root group and the
    /// groups nested in it replaced by their values in `environment` (language.md section 4), as a
    /// section provider built at run time needs it; throws `computed-count-invalid` at an
    /// expression that has no value there.
    public func resolvingComputedCounts(
        of layout: CompositionalLayout, in environment: LayoutEnvironment
    ) throws(Diagnostic) -> LayoutSection {
        guard case .group(let group) = content else { return self }
        var section = self
        section.content = .group(
            try ComputedCounts.resolved(group, in: ComputedCounts.environment(environment, layout: layout)))
        return section
    }
}
