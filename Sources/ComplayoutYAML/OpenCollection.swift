import ComplayoutDiagnostics

/// A sequence or mapping whose start event has been read and whose end event has not.
struct OpenCollection {
    enum Kind {
        case sequence
        case mapping
    }

    var kind: Kind
    /// Written `[ ]` or `{ }`, so its end event marks its closing bracket.
    var isFlow: Bool
    var start: SourcePosition
    /// Its tag's and anchor's places in the arena's names, or -1.
    var tag: Int32
    var anchor: Int32
    /// Its place in the arena, taken when it starts, so that nodes are numbered in source order.
    var node: Int
    /// Where its entries start in the builder's stack of finished children, which holds the
    /// entries of every open collection, innermost last; for a mapping, keys and values alternate.
    var firstChild: Int
    /// 1 for the collection itself plus the weight of every child so far.
    var weight = 1
    /// 1 for the collection itself plus the greatest height of a child so far.
    var height = 1
    /// For a flow sequence under a key the reader asked to have packed: its `[`'s byte offset and
    /// the plain scalars packed (`PackedSequence`).
    var packed: (byteOffset: Int, count: Int)?
    /// Whether its next entry may still be packed: false from the first that could not be.
    var isPacking = false

    /// Counts a finished entry in its weight and height.
    mutating func add(_ entry: BuiltNode) {
        weight = TreeBuilder.adding(weight, entry.weight)
        height = max(height, entry.height + 1)
    }
}
