import ComplayoutDiagnostics
import ComplayoutModel

/// One data section as the engine lays it out, decided once per section (language.md section 6,
/// R63, docs/flow.md): the definition, the `when` alternative chosen, the ordinary section it is
/// laid out as, and how that section's values are read. The evaluator makes it, the section's
/// layout keeps it (`SectionLayout.resolved`), and whatever reads a section afterwards — the
/// explanation, lint, the matrix — reads it rather than choosing or rewriting again.
package struct ResolvedSection: Sendable {
    /// What the definition is written as.
    package enum Form: Sendable, Hashable {
        /// A section with a root group.
        case ordinary
        /// A list section, laid out as the ordinary section it stands for (R63, docs/lists.md).
        case list(ListConfiguration)
        /// A flow section, laid out as the ordinary section whose frames are the flow layout's (docs/flow.md).
        case flow(FlowConfiguration)
    }

    /// How the section's content insets are read.
    package enum InsetsReading: Sendable, Hashable {
        /// A value strictly between 0 and 0.5 is a fraction of the container (R5).
        case fractionsOfContainer
        /// Every value is points: a flow layout's `sectionInset` is a `UIEdgeInsets`.
        case points
    }

    /// A `when` alternative chosen from `count` (language.md section 6).
    package struct Alternative: Sendable, Hashable {
        /// Its index among the alternatives, from 0.
        package var index: Int
        /// How many alternatives the definition has.
        package var count: Int
    }

    /// The section as written (the chosen alternative), before a list or flow is rewritten.
    package var definition: LayoutSection
    /// The alternative chosen; nil when the definition has no `when` alternatives.
    package var alternative: Alternative?
    /// Whether it is written as a section with a group, a list or a flow.
    package var form: Form
    /// The layout's scroll axis, along which the section's instances follow each other.
    package var scrollAxis: LayoutAxis
    /// The ordinary section it is laid out as: its content is `.group(group)`.
    package var section: LayoutSection
    /// The root group.
    package var group: LayoutGroup
    /// The space a list's appearance puts before the section along the scroll axis (R63).
    package var spaceBefore: Double
    /// How `section`'s content insets are read: fractions of the container (R5) or points.
    package var insetsReading: InsetsReading
    /// True when an empty section keeps its insets along the scroll axis: a flow section does,
    /// as `UICollectionViewFlowLayout` does (`EmptySectionRule`).
    package var keepsInsetsWhenEmpty: Bool

    /// Data section `index` of `layout` with the items of `data`: its definition, the first
    /// alternative whose `when` holds in `environment`, rewritten when it is a list or a flow.
    init(
        index: Int, layout: CompositionalLayout, environment: LayoutEnvironment, data: SectionData,
        limits: EvaluationLimits
    ) throws(Diagnostic) {
        let (definition, alternative) = try Self.chosenDefinition(
            for: index, in: layout, environment: environment, data: data)
        try self.init(
            definition: definition, alternative: alternative, axis: layout.scrollDirection,
            environment: environment, limits: limits)
        group = try ComputedCounts.resolved(group, in: ComputedCounts.environment(environment, layout: layout))
        section.content = .group(group)
    }

    /// `definition` (`alternative` of its entry, when it has alternatives) as the ordinary
    /// section it is laid out as in `environment` with a layout scrolling along `axis`.
    init(
        definition: LayoutSection, alternative: Alternative?, axis: LayoutAxis, environment: LayoutEnvironment,
        limits: EvaluationLimits
    ) throws(Diagnostic) {
        self.definition = definition
        self.alternative = alternative
        scrollAxis = axis
        spaceBefore = 0
        insetsReading = .fractionsOfContainer
        keepsInsetsWhenEmpty = false
        switch definition.content {
        case .group(let root):
            (form, section, group) = (.ordinary, definition, root)
        case .list(let list):
            let ordinary = try ListDesugaring(axis: axis, environment: environment, grid: PixelGrid(environment))
                .desugar(list, in: definition)
            (form, section, group, spaceBefore) = (.list(list), ordinary.section, ordinary.group, ordinary.spaceBefore)
        case .flow(let flow):
            (section, group) = try FlowDesugaring(axis: axis, environment: environment, limits: limits)
                .desugar(flow, in: definition)
            form = .flow(flow)
            insetsReading = .points
            keepsInsetsWhenEmpty = true
        }
    }

    /// The section definition for data section `index`, with `when` alternatives resolved
    /// (language.md section 6): the one place a variant is chosen.
    static func chosenDefinition(
        for index: Int, in layout: CompositionalLayout, environment: LayoutEnvironment, data: SectionData
    ) throws(Diagnostic) -> (LayoutSection, Alternative?) {
        guard let definition = layout.sections.definition(forSection: index) else {
            throw Diagnostic(
                ModelDiagnostic.missingSectionDefinition(index: index, definitions: layout.sections.defaultSectionCount),
                at: data.source ?? layout.source)
        }
        guard let (section, alternative) = definition.resolved(in: environment, itemCount: data.itemCount) else {
            throw VariantMismatch.diagnostic(
                section: index, definition: definition, environment: environment, itemCount: data.itemCount)
        }
        guard let alternative, case .variants(let variants, _) = definition else { return (section, nil) }
        return (section, Alternative(index: alternative, count: variants.count))
    }

    /// The section's content insets as the builder uses them: R5 applied to values read as
    /// fractions of `container`, points otherwise.
    func contentInsets(in container: Size, grid: PixelGrid) -> DirectionalInsets {
        switch insetsReading {
        case .points: section.contentInsets
        case .fractionsOfContainer: section.contentInsets.resolvedAsContainerInsets(for: container, grid: grid)
        }
    }
}
