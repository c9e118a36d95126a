import Diagnostics
import LayoutEngine
import LayoutModel

/// Evaluates a spec in every environment of a matrix and summarises each.
public struct MatrixEvaluation: Sendable {
    public var evaluator: Evaluator

    public init(evaluator: Evaluator = Evaluator()) {
        self.evaluator = evaluator
    }

    /// One row per environment of `matrix`, in its order.
    public func rows(for spec: SpecFile, matrix: EnvironmentMatrix) -> [MatrixRow] {
        matrix.environments(from: spec.environment).map { environment in
            row(for: spec, in: environment)
        }
    }

    private func row(for spec: SpecFile, in environment: Environment) -> MatrixRow {
        let data = spec.effectiveData
        let layout: EvaluatedLayout
        do {
            layout = try evaluator.evaluate(spec.layout, in: environment, data: data)
        } catch {
            return MatrixRow(
                environment: environment, contentSize: nil, sections: [], warnings: [], errors: error.diagnostics)
        }
        var sections: [SectionSummary] = []
        var warnings: [String] = []
        for section in layout.sections {
            let resolved = spec.layout.sections.definition(forSection: section.index)?.resolved(in: environment)
            sections.append(
                SectionSummary(
                    index: section.index, alternative: resolved?.alternative, itemsPerGroup: section.capacity,
                    groups: section.groupCount, items: section.itemCount))
            if let resolved, resolved.section.orthogonalScrollingBehavior == .none,
                let overflow = CrossAxisOverflow.first(
                    in: section, of: layout, axis: spec.layout.scrollDirection, container: environment.container)
            {
                warnings.append("section \(section.index): \(overflow)")
            }
        }
        return MatrixRow(
            environment: environment, contentSize: layout.contentSize, sections: sections, warnings: warnings,
            errors: [])
    }
}
