/// The finished entries of every open collection, outermost collection's first: one stack shared
/// by all, so that a collection's entries need no array of their own until it ends, and then
/// become its run of the arena's edges.
struct EntryStack {
    private var entries: [BuiltNode] = []

    var count: Int { entries.count }

    subscript(index: Int) -> BuiltNode {
        entries[index]
    }

    mutating func push(_ entry: BuiltNode) {
        entries.append(entry)
    }

    /// Appends the nodes of the entries from `first` on to `edges`, in order, and removes them.
    mutating func popNodes(from first: Int, into edges: inout [Int]) {
        for index in first..<entries.count { edges.append(entries[index].node) }
        entries.removeSubrange(first...)
    }

    /// Removes the entries from `first` on.
    mutating func pop(from first: Int) {
        entries.removeSubrange(first...)
    }
}
