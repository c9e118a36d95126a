import ComplayoutDiagnostics
import ComplayoutModel

/// Bounds that keep evaluation finite on hostile or mistaken specs (docs/limits.md).
///
/// Each stage owns its bounds, as it owns its diagnostics: `YAMLLimits`, `SpecLimits`, these.
/// They look alike — a few integers with defaults — but bound different things (what a file may
/// say, what an evaluation may store), and only `maxErrors` and `maxGroupDepth` share a name:
/// the reader's depth is the language's (16), this one only keeps a tree built in Swift, which
/// never passes the reader, from recursing without bound (64). One value for both would make the
/// engine know the reader, which the one-way data flow forbids (docs/architecture.md); a program
/// sets all three through the library's `Limits`.
public struct EvaluationLimits: Sendable, Hashable {
    /// Most elements — cells and the supplementaries anchored on them and on groups — one
    /// solution of a section's root group may hold, nested groups included.
    public var maxCellsPerGroup: Int
    /// Most elements the sections may store together — one instance of each root group, and
    /// each section's boundary items and decorations: one evaluation's work and memory, however
    /// many sections there are.
    public var maxStoredElements: Int
    /// Most data sections: each costs a solved group and its boundary and decoration items.
    public var maxSections: Int
    /// Most errors reported; evaluation stops after one more, reported as `too-many-errors`.
    public var maxErrors: Int
    /// The deepest nesting of groups in a tree the evaluator is given (a section's root group is
    /// level 1). The spec reader's own bound (`SpecLimits.maxGroupDepth`, 16) is tighter; this one
    /// keeps a tree built in Swift from recursing without bound.
    public var maxGroupDepth: Int

    public init(
        maxCellsPerGroup: Int = 100_000, maxStoredElements: Int = 200_000, maxSections: Int = 10_000,
        maxErrors: Int = 100, maxGroupDepth: Int = 64
    ) {
        self.maxCellsPerGroup = maxCellsPerGroup
        self.maxStoredElements = maxStoredElements
        self.maxSections = maxSections
        self.maxErrors = maxErrors
        self.maxGroupDepth = maxGroupDepth
    }

    public static let `default` = EvaluationLimits()

    /// What one stored element is counted at, in bytes: the dearest, a boundary item, costs about
    /// 190 bytes in a release build (docs/limits.md). What is stored without elements of its own —
    /// rows solved again for measured sizes in their compact form — counts by its bytes at this rate.
    public static let bytesPerStoredElement = 190
}

extension EvaluationLimits {
    /// Throws when `solution` holds more elements than `maxCellsPerGroup`, refusing `root`.
    func check(_ solution: GroupSolution, of root: LayoutGroup) throws(Diagnostic) {
        if solution.elementCount > maxCellsPerGroup { throw tooManyCells(in: root) }
    }

    /// The error for a group instance that would hold more elements than `maxCellsPerGroup`.
    func tooManyCells(in group: LayoutGroup) -> Diagnostic {
        Diagnostic(EngineDiagnostic.groupTooManyItems(limit: maxCellsPerGroup), at: group.source)
    }

    /// The error for the section that takes the layout past `maxStoredElements`.
    func tooManyStoredElements(at group: LayoutGroup) -> Diagnostic {
        Diagnostic(EngineDiagnostic.layoutTooManyElements(limit: maxStoredElements), at: group.source)
    }

    /// The error for a section whose instances solved again for measured sizes (R57) take the
    /// layout past `maxStoredElements`: each is stored whole, beside the periodic solution.
    func tooManyStoredElements(at group: LayoutGroup, resolvingInstances count: Int) -> Diagnostic {
        Diagnostic(
            EngineDiagnostic.resolvedInstancesTooMany(instances: count, limit: maxStoredElements), at: group.source)
    }

    /// The error for data with more than `maxSections` sections, at the first one past the limit.
    func tooManySections(_ data: DataSource, layout: CompositionalLayout) -> Diagnostic {
        Diagnostic(
            EngineDiagnostic.tooManySections(count: data.sections.count, limit: maxSections),
            at: data.sections[maxSections].source ?? layout.source)
    }
}
