import ComplayoutEngine
import ComplayoutModel

/// A way down a solved root group's trace: from the root through nested groups to a cell, or
/// to the host of an anchored supplementary.
struct TracePath {
    /// Each group from the root down, with the index of its child the path goes on to.
    var links: [(group: GroupTrace, child: Int)]
    /// The group the path ends at, when it ends at a group (the host of a group's supplementary).
    var end: GroupTrace?

    /// The groups on the path, root first, each with its child on the path (nil for `end`).
    var groups: [(group: GroupTrace, child: Int?)] {
        links.map { ($0.group, $0.child) } + (end.map { [($0, nil)] } ?? [])
    }

    /// The child the path ends at, when it ends below a group (an item or a custom frame).
    var leaf: ChildTrace? {
        guard end == nil, let last = links.last else { return nil }
        return last.group.children[last.child]
    }

    /// The path to cell `cell` of the root group (numbered depth-first, R39).
    init?(root: GroupTrace, cell: Int) {
        var group = root
        var cell = cell
        links = []
        end = nil
        while true {
            guard let index = group.children.firstIndex(where: { $0.cells.contains(cell) }) else { return nil }
            links.append((group, index))
            let child = group.children[index]
            guard case .group(let inner) = child.content else { return }
            cell -= child.cells.lowerBound
            group = inner
        }
    }

    private init(links: [(group: GroupTrace, child: Int)], end: GroupTrace?) {
        self.links = links
        self.end = end
    }

    /// The path to the host of the root group's anchored supplementary `index`, and how that
    /// supplementary was placed. Supplementaries are numbered as the solution lists them: a
    /// group's own, then its children's depth-first (R46).
    static func toSupplementary(_ index: Int, in root: GroupTrace) -> (path: TracePath, placement: AnchoredPlacement)? {
        var remaining = index
        func visit(
            _ group: GroupTrace, links: [(group: GroupTrace, child: Int)]
        ) -> (path: TracePath, placement: AnchoredPlacement)? {
            if remaining < group.supplementaries.count {
                return (TracePath(links: links, end: group), group.supplementaries[remaining])
            }
            remaining -= group.supplementaries.count
            for (position, child) in group.children.enumerated() {
                switch child.content {
                case .group(let inner):
                    if let found = visit(inner, links: links + [(group, position)]) { return found }
                case .item(_, _, let supplementaries):
                    if remaining < supplementaries.count {
                        return (TracePath(links: links + [(group, position)], end: nil), supplementaries[remaining])
                    }
                    remaining -= supplementaries.count
                case .frame:
                    continue
                }
            }
            return nil
        }
        return visit(root, links: [])
    }
}
