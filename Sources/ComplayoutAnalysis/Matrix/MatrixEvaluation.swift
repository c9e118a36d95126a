import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// Evaluates a spec in every environment of a matrix and summarises each.
public struct MatrixEvaluation: Sendable {
    public var evaluator: Evaluator

    public init(evaluator: Evaluator = Evaluator()) {
        self.evaluator = evaluator
    }

    /// The most elements of each layout compared between iOS versions.
    public static let comparedElementLimit = 100_000

    /// One row per environment of `matrix`, in its order. When the matrix gives several iOS
    /// versions, each row of a later one says how its frames differ from the first one's.
    public func rows(for spec: SpecFile, matrix: EnvironmentMatrix) -> [MatrixRow] {
        let evaluated = matrix.environments(from: spec.environment).map { environment in
            row(for: spec, in: environment)
        }
        guard let baseline = matrix.iOSVersions?.first, matrix.iOSVersions?.count ?? 0 > 1 else {
            return evaluated.map(\.row)
        }
        var baselineLayouts: [LayoutEnvironment: EvaluatedLayout] = [:]
        for (row, layout) in evaluated where row.environment.iOSVersion == baseline {
            baselineLayouts[row.environment] = layout
        }
        return evaluated.map { row, layout in
            var row = row
            var counterpart = row.environment
            counterpart.iOSVersion = baseline
            if row.environment.iOSVersion != baseline, let layout, let baselineLayout = baselineLayouts[counterpart] {
                row.versionDifference = VersionDifference(
                    layout, baseline: baseline, baselineLayout: baselineLayout, limit: Self.comparedElementLimit)
            }
            return row
        }
    }

    /// The row of one environment, and the layout when it evaluated.
    private func row(for spec: SpecFile, in environment: LayoutEnvironment) -> (row: MatrixRow, layout: EvaluatedLayout?) {
        let data = spec.effectiveData
        let layout: EvaluatedLayout
        do {
            layout = try evaluator.evaluate(spec.layout, in: environment, data: data)
        } catch {
            return (
                MatrixRow(
                    environment: environment, contentSize: nil, sections: [], warnings: [], errors: error.diagnostics),
                nil
            )
        }
        var sections: [SectionSummary] = []
        var warnings: [Diagnostic] = []
        for section in layout.sections {
            let resolved = section.resolved
            sections.append(
                SectionSummary(
                    index: section.index, alternative: resolved.alternative?.index, itemsPerGroup: section.capacity,
                    groups: section.groupCount, items: section.itemCount))
            if resolved.definition.orthogonalScrollingBehavior == .none,
                let overflow = CrossAxisOverflow.warning(
                    in: section, of: layout, axis: spec.layout.scrollDirection, container: environment.container)
            {
                warnings.append(overflow)
            }
        }
        return (
            MatrixRow(
                environment: environment, contentSize: layout.contentSize, sections: sections, warnings: warnings,
                errors: []),
            layout
        )
    }
}
