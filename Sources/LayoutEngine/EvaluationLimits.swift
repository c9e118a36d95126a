import Diagnostics
import LayoutModel

/// Bounds that keep evaluation finite on hostile or mistaken specs.
public struct EvaluationLimits: Sendable, Hashable {
    /// Most cells one solution of a section's root group may hold, nested groups included.
    public var maxCellsPerGroup: Int

    public init(maxCellsPerGroup: Int = 100_000) {
        self.maxCellsPerGroup = maxCellsPerGroup
    }

    public static let `default` = EvaluationLimits()
}

extension EvaluationLimits {
    /// The error for a group instance that would hold more cells than `maxCellsPerGroup`.
    func tooManyCells(in group: Group) -> Diagnostic {
        Diagnostic.error(
            EngineDiagnosticID.groupTooManyItems,
            "one instance of this group would hold more than \(maxCellsPerGroup) items",
            at: group.source)
    }
}
