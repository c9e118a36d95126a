import Diagnostics
import LayoutModel

/// One cell position in a solved group: the cell frame relative to the group's origin.
struct CellSlot: Sendable, Hashable {
    /// The cell frame: the item's slot shrunk by its content insets (R26, R30).
    var frame: Rect
    var zIndex: Int
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
    package var group: Group
    /// The group's frame, relative to the root group's origin.
    package var frame: Rect
    /// The frame less the group's content insets: the room its children are meant to take (R9, R31).
    package var contentFrame: Rect
    /// The children in order: slots of a horizontal or vertical group (before their items' content
    /// insets; a nested group's frame), cell frames of a custom group.
    package var children: [Rect]
}

/// A group solved once for its resolved size; every instance of it in a section is identical (R19).
package struct GroupSolution: Sendable, Hashable {
    /// The group's resolved size: its extent, whatever its content (R19).
    var size: Size
    /// Cells in index order, depth-first through nested groups (R39).
    var cells: [CellSlot]
    /// Anchored supplementaries in layout order: depth-first, a group's before its children's (R46).
    package var supplementaries: [SupplementarySlot]

    /// Items one instance of the group holds.
    var capacity: Int { cells.count }
}
