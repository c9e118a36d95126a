import ComplayoutDiagnostics

/// One node of a loaded YAML document, with its place in the source.
///
/// Aliases are resolved: an alias node is the anchored node itself (same `identity`,
/// same `range` as the definition), and merge keys (`<<`) are already applied to mappings.
package struct YAMLNode: Sendable, Hashable {
    /// The value of a node.
    package enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
        /// A flow sequence of plain scalars kept as its text (`PackedSequence`), for the keys the
        /// reader asked to have packed.
        case packed(PackedSequence)
    }

    package var content: Content
    /// From the node's first character to just past its last.
    package var range: SourceRange
    /// The explicit tag, if written (`!!str`, `!custom`); nil when untagged.
    package var tag: String?
    /// The anchor name, when the node was defined with `&name`.
    package var anchor: String?
    /// Equal for a definition and every alias of it; distinct otherwise.
    package var identity: Int

    package init(content: Content, range: SourceRange, tag: String? = nil, anchor: String? = nil, identity: Int) {
        self.content = content
        self.range = range
        self.tag = tag
        self.anchor = anchor
        self.identity = identity
    }

    /// The scalar, if this node is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The entries, if this node is a sequence.
    package var sequence: [YAMLNode]? {
        if case .sequence(let nodes) = content { return nodes }
        return nil
    }

    /// The packed sequence, if this node is one.
    package var packed: PackedSequence? {
        if case .packed(let sequence) = content { return sequence }
        return nil
    }

    /// The key-value pairs in source order, if this node is a mapping.
    package var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// A word for the node's kind, for messages: "a mapping", "a sequence", "a scalar".
    package var kindDescription: String {
        switch content {
        case .scalar: "a scalar"
        case .sequence, .packed: "a sequence"
        case .mapping: "a mapping"
        }
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
