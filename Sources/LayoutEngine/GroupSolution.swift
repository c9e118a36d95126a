import LayoutModel

/// One cell position in a solved group: the cell frame relative to the group's origin.
struct CellSlot: Sendable, Hashable {
    /// The cell frame: the item's slot shrunk by its content insets (R26, R30).
    var frame: Rect
    var zIndex: Int
}

/// One anchored supplementary in a solved group, relative to the group's origin (R48, R49).
struct SupplementarySlot: Sendable, Hashable {
    var kind: String
    var frame: Rect
    var zIndex: Int
    /// The index of its host's first cell in the group: it exists in a partial group instance
    /// only when that cell does.
    var firstCell: Int
}

/// A group solved once for its resolved size; every instance of it in a section is identical (R19).
struct GroupSolution: Sendable, Hashable {
    /// The group's resolved size: its extent, whatever its content (R19).
    var size: Size
    /// Cells in index order, depth-first through nested groups (R39).
    var cells: [CellSlot]
    /// Anchored supplementaries in layout order: depth-first, a group's before its children's (R46).
    var supplementaries: [SupplementarySlot]

    /// Items one instance of the group holds.
    var capacity: Int { cells.count }
    /// Cells and anchored supplementaries: what the evaluation limits count.
    var elementCount: Int { cells.count + supplementaries.count }
}
