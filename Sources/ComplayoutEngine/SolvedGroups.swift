import ComplayoutModel

extension Evaluator {
    /// Every group of each section's root group as placed in one instance — the root, then its
    /// nested groups depth-first — for checks of what groups hold (LayoutLint). The root groups
    /// are solved again: evaluation keeps only cells and supplementaries, so that walking the
    /// elements stays lean.
    package func solvedGroups(in layout: EvaluatedLayout, of spec: SpecFile) -> [SolvedGroup] {
        let data = spec.effectiveData
        return layout.sections.flatMap { section -> [SolvedGroup] in
            guard data.sections.indices.contains(section.index),
                let definition = try? chooseSection(
                    for: section.index, in: spec.layout, environment: spec.environment, data: data.sections[section.index]),
                case .group(let root) = definition.content
            else { return [] }
            let solver = GroupSolver(grid: layout.grid, limits: limits)
            return (try? solver.solvedGroups(root, size: section.solution.size)) ?? []
        }
    }
}
