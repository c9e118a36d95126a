import ComplayoutDiagnostics
import ComplayoutModel

/// One cell position in a solved group: the cell frame relative to the group's origin.
package struct CellSlot: Sendable, Hashable {
    /// The cell frame: the item's slot shrunk by its content insets (R26, R30).
    package var frame: Rect
    var zIndex: Int
    /// The axes on which the item's size is estimated, so that a measured size can be told apart
    /// from the estimate it replaces (R57).
    var estimatedAxes: EstimatedAxes = []
}

/// One anchored supplementary in a solved group, relative to the group's origin (R48, R49).
package struct SupplementarySlot: Sendable, Hashable {
    package var kind: String
    package var frame: Rect
    var zIndex: Int
    /// The index of its host's first cell in the group: it exists in a partial group instance
    /// only when that cell does.
    package var firstCell: Int
    /// Where the supplementary is defined.
    package var source: SourceRange?
}

/// One group of a solved root group — the root itself or a nested one — as placed in an instance:
/// what checks of a group's content read (LayoutLint). Evaluation does not keep these.
package struct SolvedGroup: Sendable, Hashable {
    /// The group's definition.
    package var group: LayoutGroup
    /// The group's frame, relative to the root group's origin.
    package var frame: Rect
    /// The frame less the group's content insets: the room its children are meant to take (R9, R31).
    package var contentFrame: Rect
    /// The children in order: slots of a horizontal or vertical group (before their items' content
    /// insets; a nested group's frame), cell frames of a custom group.
    package var children: [Rect]

    /// The same group placed `dx`, `dy` further.
    func offsetBy(dx: Double, dy: Double) -> SolvedGroup {
        SolvedGroup(
            group: group, frame: frame.offsetBy(dx: dx, dy: dy), contentFrame: contentFrame.offsetBy(dx: dx, dy: dy),
            children: children.map { $0.offsetBy(dx: dx, dy: dy) })
    }
}

/// A group solved for its resolved size: every instance of it in a section is identical (R19),
/// except those the final pass solves again with measured sizes (R57).
package struct GroupSolution: Sendable, Hashable {
    /// The group's size: its resolved layout size, whatever its content (R19), except where an
    /// instance solved again takes its content's extent on an estimated axis (R58).
    var size: Size
    /// Cells in index order, depth-first through nested groups (R39).
    package var cells: [CellSlot]
    /// Anchored supplementaries in layout order: depth-first, a group's before its children's (R46).
    package var supplementaries: [SupplementarySlot]
    /// How the group was solved, its nested groups included; only when the solver records it
    /// (`GroupSolver.recordsTrace`, for explanations and LayoutLint), else nil.
    package var trace: GroupTrace?

    /// Items one instance of the group holds.
    var capacity: Int { cells.count }
    /// Cells and anchored supplementaries: what the evaluation limits count.
    var elementCount: Int { cells.count + supplementaries.count }
}
