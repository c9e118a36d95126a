import ComplayoutModel

extension Evaluator {
    /// Every group of each section's root group as placed in one instance — the root, then its
    /// nested groups depth-first — for checks of what groups hold (LayoutLint). The root groups
    /// are solved again: evaluation keeps only cells and supplementaries, so that walking the
    /// elements stays lean. Sections written as lists or flows are left out: their groups are the engine's, not the spec's.
    package func solvedGroups(in layout: EvaluatedLayout) -> [SolvedGroup] {
        layout.sections.flatMap { section -> [SolvedGroup] in
            guard section.resolved.form == .ordinary else { return [] }
            let solver = GroupSolver(grid: layout.grid, limits: limits)
            return (try? solver.solvedGroups(section.resolved.group, size: section.solution.size)) ?? []
        }
    }
}
