import ComplayoutDiagnostics

/// One loaded document's nodes, held in a few flat arrays rather than as a value per node: a node
/// is a place in `nodes`, a collection's entries are a run of `edges`, and a scalar's text is a
/// run of `text`, decoded into a `String` only when asked for. `YAMLNode` is a node's index here.
///
/// An alias is the place of the node it names, so a definition and its aliases are one node.
///
/// Unchecked `Sendable`: every property is a constant, and `text`'s bytes are written once, in `init`.
package final class YAMLTree: @unchecked Sendable {
    let nodes: [ArenaNode]
    /// The entries of every collection, each collection's a contiguous run: a sequence's nodes in
    /// order, a mapping's keys and values alternating.
    let edges: [Int]
    /// The UTF-8 text of every scalar, one after another (as libyaml decoded it: escapes, folding);
    /// owned by the tree, so that a reader is handed a scalar's bytes without a generic array call
    /// (`YAMLNode.withScalarBytes` is called from other modules, which cannot specialise it).
    let text: UnsafeBufferPointer<UInt8>
    /// Tags and anchor names, by the place a node keeps.
    let names: [String]
    /// Where the packed scalars of each packed sequence are written.
    let packs: [PackedText]
    /// The input, which packed sequences are read from.
    let input: [UInt8]

    init(_ arena: consuming YAMLArena, input: [UInt8]) {
        nodes = arena.nodes
        edges = arena.edges
        let text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: arena.text.count)
        _ = text.initialize(from: arena.text)
        self.text = UnsafeBufferPointer(text)
        names = arena.names
        packs = arena.packs
        self.input = input
    }

    deinit {
        text.deallocate()
    }
}

/// One node of a `YAMLTree`: plain data, nothing reference-counted, in 64 bytes (its fields are
/// declared largest first, so that none is padded).
struct ArenaNode {
    enum Kind: UInt8 {
        case scalar
        case sequence
        case mapping
        /// A flow sequence kept as its text (`PackedSequence`); its `edges` are the entries after
        /// the packed scalars.
        case packed
    }

    var range: SourceRange
    /// A scalar's text, in `YAMLTree.text`; a collection's entries, in `YAMLTree.edges` (a mapping
    /// has two per pair).
    var first: Int
    var count: Int
    /// Places in `YAMLTree.names`, or -1.
    var tag: Int32
    var anchor: Int32
    /// For `.packed`, its place in `YAMLTree.packs`.
    var pack: Int32 = -1
    var kind: Kind
    /// For a scalar; `.plain` otherwise.
    var style: YAMLScalar.Style
    /// For a scalar, whether its text is ASCII: two ASCII texts are the same string exactly when
    /// their bytes are the same.
    var isASCII: Bool

    init(
        kind: Kind, style: YAMLScalar.Style, range: SourceRange, first: Int, count: Int, tag: Int32 = -1,
        anchor: Int32 = -1, isASCII: Bool = false
    ) {
        self.range = range
        self.first = first
        self.count = count
        self.tag = tag
        self.anchor = anchor
        self.kind = kind
        self.style = style
        self.isASCII = isASCII
    }

    /// A word for the node's kind, for messages: "a mapping", "a sequence", "a scalar".
    var kindDescription: String {
        switch kind {
        case .scalar: "a scalar"
        case .sequence, .packed: "a sequence"
        case .mapping: "a mapping"
        }
    }
}

/// Where a packed sequence's scalars are written: its `[`'s byte offset and position, and how
/// many plain scalars follow it.
struct PackedText {
    var byteOffset: Int
    var start: SourcePosition
    var count: Int
}

/// A `YAMLTree` while it is built: growable arrays, owned by the builder alone.
struct YAMLArena {
    var nodes: [ArenaNode] = []
    var edges: [Int] = []
    var text: [UInt8] = []
    var names: [String] = []
    var packs: [PackedText] = []

    /// Room for the nodes of a typical layout file of `byteCount` bytes (a node per 12 bytes, a
    /// quarter of the bytes as scalar text), so that the arrays are seldom copied as they grow.
    mutating func reserveCapacity(forBytes byteCount: Int) {
        nodes.reserveCapacity(byteCount / 12)
        edges.reserveCapacity(byteCount / 12)
        text.reserveCapacity(byteCount / 4)
    }

    /// Appends `name` to `names`; -1 for nil.
    @inline(__always)
    mutating func name(_ name: String?) -> Int32 {
        guard let name else { return -1 }
        names.append(name)
        return Int32(names.count - 1)
    }

    /// Appends a scalar node with `bytes` as its text, and returns its place.
    mutating func scalar(
        _ bytes: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, range: SourceRange, tag: Int32 = -1,
        anchor: Int32 = -1
    ) -> Int {
        let first = text.count
        text.append(contentsOf: bytes)
        nodes.append(
            ArenaNode(
                kind: .scalar, style: style, range: range, first: first, count: bytes.count, tag: tag, anchor: anchor,
                isASCII: bytes.allSatisfy { $0 < 0x80 }))
        return nodes.count - 1
    }

    /// The text of the scalar at `index`, or nil for a collection.
    func scalarBytes(_ index: Int) -> ArraySlice<UInt8>? {
        let node = nodes[index]
        guard node.kind == .scalar else { return nil }
        return text[node.first..<node.first + node.count]
    }

    /// The text of the scalar at `index` as a `String`, or nil for a collection.
    func scalarValue(_ index: Int) -> String? {
        scalarBytes(index).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The tag of the node at `index`.
    func tag(_ index: Int) -> String? {
        let tag = nodes[index].tag
        return tag < 0 ? nil : names[Int(tag)]
    }
}
