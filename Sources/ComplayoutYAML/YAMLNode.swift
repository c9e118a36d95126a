import ComplayoutDiagnostics

/// One node of a loaded YAML document, with its place in the source: a place in its document's
/// `YAMLTree`, read from there on demand (a scalar's `String` is made when asked for).
///
/// Aliases are resolved: an alias node is the anchored node itself (same `identity`,
/// same `range` as the definition), and merge keys (`<<`) are already applied to mappings.
/// Two nodes are equal when they are the same node of the same document.
package struct YAMLNode: Sendable, Hashable {
    /// The value of a node.
    package enum Content {
        case scalar(YAMLScalar)
        case sequence(YAMLNodeList)
        case mapping(YAMLPairList)
        /// A flow sequence of plain scalars kept as its text (`PackedSequence`), for the keys the
        /// reader asked to have packed.
        case packed(PackedSequence)
    }

    let tree: YAMLTree
    let index: Int

    init(tree: YAMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// A scalar of its own, outside any document (a packed entry a reader reports on).
    package init(plainScalar text: UnsafeBufferPointer<UInt8>, range: SourceRange) {
        var arena = YAMLArena()
        let index = arena.scalar(text, style: .plain, range: range)
        self.init(tree: YAMLTree(arena, input: []), index: index)
    }

    private var node: ArenaNode { tree.nodes[index] }

    package var content: Content {
        let node = node
        switch node.kind {
        case .scalar: return .scalar(YAMLScalar(value: scalarValue(of: node), style: node.style))
        case .sequence: return .sequence(YAMLNodeList(tree: tree, first: node.first, count: node.count))
        case .mapping: return .mapping(YAMLPairList(tree: tree, first: node.first, count: node.count))
        case .packed: return .packed(packedSequence(of: node))
        }
    }

    /// From the node's first character to just past its last.
    package var range: SourceRange { node.range }
    /// The explicit tag, if written (`!!str`, `!custom`); nil when untagged.
    package var tag: String? {
        let tag = node.tag
        return tag < 0 ? nil : tree.names[Int(tag)]
    }
    /// The anchor name, when the node was defined with `&name`.
    package var anchor: String? {
        let anchor = node.anchor
        return anchor < 0 ? nil : tree.names[Int(anchor)]
    }
    /// Equal for a definition and every alias of it; distinct otherwise; from 1, in the order
    /// the nodes start in the source.
    package var identity: Int { index + 1 }

    /// The scalar, if this node is one.
    package var scalar: YAMLScalar? {
        let node = node
        guard node.kind == .scalar else { return nil }
        return YAMLScalar(value: scalarValue(of: node), style: node.style)
    }

    /// How the scalar is written, if this node is one; no `String` is made.
    package var scalarStyle: YAMLScalar.Style? {
        let node = node
        return node.kind == .scalar ? node.style : nil
    }

    /// Calls `body` with the scalar's UTF-8 text, if this node is a scalar; no `String` is made.
    package func withScalarBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        let node = node
        guard node.kind == .scalar else { return nil }
        return try body(UnsafeBufferPointer(rebasing: tree.text[node.first..<node.first + node.count]))
    }

    /// The entries, if this node is a sequence.
    package var sequence: YAMLNodeList? {
        let node = node
        guard node.kind == .sequence else { return nil }
        return YAMLNodeList(tree: tree, first: node.first, count: node.count)
    }

    /// The packed sequence, if this node is one.
    package var packed: PackedSequence? {
        let node = node
        guard node.kind == .packed else { return nil }
        return packedSequence(of: node)
    }

    /// The key-value pairs in source order, if this node is a mapping.
    package var mapping: YAMLPairList? {
        let node = node
        guard node.kind == .mapping else { return nil }
        return YAMLPairList(tree: tree, first: node.first, count: node.count)
    }

    /// A word for the node's kind, for messages: "a mapping", "a sequence", "a scalar".
    package var kindDescription: String { node.kindDescription }

    private func scalarValue(of node: ArenaNode) -> String {
        String(decoding: tree.text[node.first..<node.first + node.count], as: UTF8.self)
    }

    private func packedSequence(of node: ArenaNode) -> PackedSequence {
        let pack = tree.packs[Int(node.pack)]
        return PackedSequence(
            text: tree.input[pack.byteOffset...], start: pack.start, count: pack.count,
            rest: YAMLNodeList(tree: tree, first: node.first, count: node.count))
    }

    package static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.tree === rhs.tree && lhs.index == rhs.index
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(index)
    }
}

/// A sequence's entries, read from its document's tree.
package struct YAMLNodeList: RandomAccessCollection, Sendable {
    private let tree: YAMLTree?
    private let first: Int
    package let count: Int

    init(tree: YAMLTree, first: Int, count: Int) {
        self.tree = tree
        self.first = first
        self.count = count
    }

    /// No entries.
    package init() {
        tree = nil
        first = 0
        count = 0
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> YAMLNode {
        precondition(position >= 0 && position < count, "index out of range")
        // A list with entries always has a tree.
        let tree = tree.unsafelyUnwrapped
        return YAMLNode(tree: tree, index: tree.edges[first + position])
    }
}

/// A mapping's pairs in order, read from its document's tree.
package struct YAMLPairList: RandomAccessCollection, Sendable {
    /// The keys and values, alternating, as the tree lists them.
    private let edges: YAMLNodeList

    init(tree: YAMLTree, first: Int, count: Int) {
        edges = YAMLNodeList(tree: tree, first: first, count: 2 * count)
    }

    /// No pairs.
    package init() {
        edges = YAMLNodeList()
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { edges.count / 2 }

    package subscript(position: Int) -> YAMLPair {
        precondition(position >= 0 && position < endIndex, "index out of range")
        return YAMLPair(key: edges[2 * position], value: edges[2 * position + 1])
    }
}

/// A scalar's text and how it was written.
package struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written in the source.
    package enum Style: Sendable, Hashable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    package var value: String
    package var style: Style

    package init(value: String, style: Style) {
        self.value = value
        self.style = style
    }

    /// True for an unquoted scalar, the only kind YAML 1.1 resolves to numbers, booleans and null.
    package var isPlain: Bool { style == .plain }
}

/// One entry of a mapping.
package struct YAMLPair: Sendable, Hashable {
    package var key: YAMLNode
    package var value: YAMLNode

    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
