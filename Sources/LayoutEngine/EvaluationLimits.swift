import Diagnostics
import LayoutModel

/// Bounds that keep evaluation finite on hostile or mistaken specs (docs/limits.md).
public struct EvaluationLimits: Sendable, Hashable {
    /// Most elements — cells and the supplementaries anchored on them and on groups — one
    /// solution of a section's root group may hold, nested groups included.
    public var maxCellsPerGroup: Int
    /// Most elements the root-group solutions of all sections may hold together: one
    /// evaluation's work and memory, however many sections there are.
    public var maxCellsPerEvaluation: Int
    /// Most data sections: each costs a solved group and its boundary and decoration items.
    public var maxSections: Int
    /// Most errors reported; evaluation stops after one more, reported as `too-many-errors`.
    public var maxErrors: Int

    public init(
        maxCellsPerGroup: Int = 100_000, maxCellsPerEvaluation: Int = 1_000_000, maxSections: Int = 10_000,
        maxErrors: Int = 100
    ) {
        self.maxCellsPerGroup = maxCellsPerGroup
        self.maxCellsPerEvaluation = maxCellsPerEvaluation
        self.maxSections = maxSections
        self.maxErrors = maxErrors
    }

    public static let `default` = EvaluationLimits()
}

extension EvaluationLimits {
    /// Throws when `solution` holds more elements than `maxCellsPerGroup`, refusing `root`.
    func check(_ solution: GroupSolution, of root: Group) throws(Diagnostic) {
        if solution.elementCount > maxCellsPerGroup { throw tooManyCells(in: root) }
    }

    /// The error for a group instance that would hold more elements than `maxCellsPerGroup`.
    func tooManyCells(in group: Group) -> Diagnostic {
        Diagnostic.error(
            "group-too-many-items",
            "one instance of this group would hold more than \(maxCellsPerGroup) items",
            at: group.source)
    }

    /// The error for the section whose root group takes the layout past `maxCellsPerEvaluation`.
    func tooManyCellsInLayout(at group: Group) -> Diagnostic {
        Diagnostic.error(
            "layout-too-many-items",
            "one instance of each section's group would hold more than \(maxCellsPerEvaluation) items "
                + "together; this section's group passes the limit",
            at: group.source)
    }

    /// The error for data with more than `maxSections` sections, at the first one past the limit.
    func tooManySections(_ data: DataSource, layout: Layout) -> Diagnostic {
        Diagnostic.error(
            "too-many-sections",
            "the data has \(data.sections.count) sections; the most supported is \(maxSections)",
            at: data.sections[maxSections].source ?? layout.source)
    }
}
