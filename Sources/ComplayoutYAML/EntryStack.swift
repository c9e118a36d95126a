/// The finished entries of every open collection, outermost collection's first: one stack shared
/// by all, so that a collection's entries need no array of their own until it ends, and then
/// move into its node without being copied.
struct EntryStack {
    private var entries: [BuiltNode] = []

    var count: Int { entries.count }

    /// The entry at `index`, read in place (yielded, not copied).
    subscript(index: Int) -> BuiltNode {
        _read { yield entries[index] }
    }

    mutating func push(_ entry: consuming BuiltNode) {
        entries.append(entry)
    }

    /// Removes the entries from `first` on and returns their nodes in order, moved, not copied.
    mutating func popNodes(from first: Int) -> [YAMLNode] {
        var nodes: [YAMLNode] = []
        nodes.reserveCapacity(entries.count - first)
        while entries.count > first { nodes.append(entries.removeLast().node) }
        nodes.reverse()
        return nodes
    }

    /// Removes the entries from `first` on, which alternate key and value, and returns the pairs
    /// in order, moved, not copied, without those whose key `skipping` picks.
    mutating func popPairs(from first: Int, skipping: (YAMLNode) -> Bool) -> [YAMLPair] {
        var pairs: [YAMLPair] = []
        pairs.reserveCapacity((entries.count - first) / 2)
        // A stray key without a value (never produced by libyaml) is dropped, as before.
        if (entries.count - first) % 2 == 1 { entries.removeLast() }
        while entries.count > first {
            let value = entries.removeLast().node
            let key = entries.removeLast().node
            if !skipping(key) { pairs.append(YAMLPair(key: key, value: value)) }
        }
        pairs.reverse()
        return pairs
    }
}
