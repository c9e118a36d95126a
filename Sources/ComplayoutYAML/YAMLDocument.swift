import ComplayoutDiagnostics

/// Limits that keep hostile input bounded in time and memory.
public struct YAMLLimits: Sendable, Hashable {
    /// Largest accepted input, in bytes.
    public var maxBytes: Int
    /// Deepest nesting of sequences and mappings, counted with every alias expanded.
    public var maxDepth: Int
    /// Most nodes after expanding every alias (a "billion laughs" file stops here).
    public var maxExpandedNodes: Int
    /// Most errors reported; reading stops after one more, reported as `too-many-errors`.
    public var maxErrors: Int

    public init(
        maxBytes: Int = 16 << 20, maxDepth: Int = 128, maxExpandedNodes: Int = 250_000, maxErrors: Int = 100
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxExpandedNodes = maxExpandedNodes
        self.maxErrors = maxErrors
    }

    public static let `default` = YAMLLimits()
}

/// A loaded YAML document: its root node and the source text it came from.
package struct YAMLDocument: Sendable {
    /// nil for an empty document.
    package var root: YAMLNode?

    package init(root: YAMLNode?) {
        self.root = root
    }
}
