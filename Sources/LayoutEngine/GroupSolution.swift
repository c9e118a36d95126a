import LayoutModel

/// One cell position in a solved group: the cell frame relative to the group's origin.
struct CellSlot: Sendable, Hashable {
    /// The cell frame: the item's slot shrunk by its content insets (R26, R30).
    var frame: Rect
    var zIndex: Int
}

/// A group solved once for its resolved size; every instance of it in a section is identical (R19).
struct GroupSolution: Sendable, Hashable {
    /// The group's resolved size: its extent, whatever its content (R19).
    var size: Size
    /// Cells in index order, depth-first through nested groups (R39).
    var cells: [CellSlot]

    /// Items one instance of the group holds.
    var capacity: Int { cells.count }

    /// The smallest rectangle holding every cell, relative to the group's origin; cells may overflow the group.
    var cellBounds: Rect {
        guard let first = cells.first?.frame else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.maxX, maxY = first.maxY
        for cell in cells.dropFirst() {
            minX = min(minX, cell.frame.x)
            minY = min(minY, cell.frame.y)
            maxX = max(maxX, cell.frame.maxX)
            maxY = max(maxY, cell.frame.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
