import ComplayoutDiagnostics

/// One node of a loaded YAML document, with its place in the source.
///
/// Aliases are resolved: an alias node is the anchored node itself (same `identity`,
/// same `range` as the definition), and merge keys (`<<`) are already applied to mappings.
public struct YAMLNode: Sendable, Hashable {
    /// The value of a node.
    public enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var content: Content
    /// From the node's first character to just past its last.
    public var range: SourceRange
    /// The explicit tag, if written (`!!str`, `!custom`); nil when untagged.
    public var tag: String?
    /// The anchor name, when the node was defined with `&name`.
    public var anchor: String?
    /// Equal for a definition and every alias of it; distinct otherwise.
    public var identity: Int

    public init(content: Content, range: SourceRange, tag: String? = nil, anchor: String? = nil, identity: Int) {
        self.content = content
        self.range = range
        self.tag = tag
        self.anchor = anchor
        self.identity = identity
    }

    /// The scalar, if this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The entries, if this node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let nodes) = content { return nodes }
        return nil
    }

    /// The key-value pairs in source order, if this node is a mapping.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// A word for the node's kind, for messages: "a mapping", "a sequence", "a scalar".
    public var kindDescription: String {
        switch content {
        case .scalar: "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}

/// A scalar's text and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written in the source.
    public enum Style: Sendable, Hashable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    public var value: String
    public var style: Style

    public init(value: String, style: Style) {
        self.value = value
        self.style = style
    }

    /// True for an unquoted scalar, the only kind YAML 1.1 resolves to numbers, booleans and null.
    public var isPlain: Bool { style == .plain }
}

/// One entry of a mapping.
public struct YAMLPair: Sendable, Hashable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
