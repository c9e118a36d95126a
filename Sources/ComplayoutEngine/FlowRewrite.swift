import ComplayoutDiagnostics
import ComplayoutModel

extension CompositionalLayout {
    /// This layout with every flow section replaced by the ordinary section whose frames it gives
    /// in `environment` (docs/flow.md), its insets stated as UIKit reads them
    /// (`ResolvedSection.compositionalSection`): what a compositional layout must say to look the
    /// same. Throws the flow's errors (`flow-item-too-large`, …), within `limits`.
    public func flowSectionsRewritten(
        in environment: LayoutEnvironment, limits: EvaluationLimits = .default
    ) throws(DiagnosticList) -> CompositionalLayout {
        var errors: [Diagnostic] = []
        func rewritten(_ section: LayoutSection) -> LayoutSection {
            guard case .flow = section.content else { return section }
            do {
                return try ResolvedSection(
                    definition: section, alternative: nil, axis: scrollDirection, environment: environment,
                    limits: limits
                ).compositionalSection
            } catch {
                errors.append(error)
                return section
            }
        }
        func rewritten(_ definition: SectionDefinition) -> SectionDefinition {
            switch definition {
            case .section(let section):
                .section(rewritten(section))
            case .variants(let variants, let source):
                .variants(
                    variants.map { SectionVariant(condition: $0.condition, section: rewritten($0.section)) },
                    source: source)
            }
        }
        var layout = self
        switch sections {
        case .uniform(let definition): layout.sections = .uniform(rewritten(definition))
        case .perSection(let definitions): layout.sections = .perSection(definitions.map(rewritten))
        }
        if !errors.isEmpty { throw DiagnosticList(errors.uniqued()) }
        return layout
    }
}
