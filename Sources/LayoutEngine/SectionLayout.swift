import LayoutModel

/// One section laid out. Its cells are not stored: item *i* is slot `i mod capacity` of the root
/// group's solution, in group instance `i div capacity` (R19, R35).
public struct SectionLayout: Sendable {
    /// The data section's index.
    public let index: Int
    public let itemCount: Int
    /// The section's frame in content coordinates, insets included, before rounding and mirroring (R36).
    public let frame: Rect
    /// The scroll axis along which group instances follow each other.
    let axis: Axis
    let solution: GroupSolution
    /// The origin of group instance 0, in content coordinates.
    let firstGroupOrigin: Point
    /// From one group instance's origin to the next: group extent plus inter-group spacing (R28, R35).
    let groupStride: Double

    /// Items one group instance holds.
    public var capacity: Int { solution.capacity }

    /// Group instances in the section.
    public var groupCount: Int { itemCount == 0 ? 0 : (itemCount - 1) / capacity + 1 }

    /// The origin of group instance `instance`.
    func groupOrigin(_ instance: Int) -> Point {
        var origin = firstGroupOrigin
        origin[axis] += Double(instance) * groupStride
        return origin
    }

    /// The cell of item `item`, unrounded, left to right; nil when the section has no such item.
    func cell(at item: Int) -> CellSlot? {
        guard item >= 0, item < itemCount else { return nil }
        let (instance, slot) = item.quotientAndRemainder(dividingBy: capacity)
        let origin = groupOrigin(instance)
        var cell = solution.cells[slot]
        cell.frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
        return cell
    }
}
