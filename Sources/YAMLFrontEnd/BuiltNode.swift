import Diagnostics

/// A finished node as the builder keeps it: the node, what it weighs once every alias in it
/// is expanded, and where this use of it is written.
struct BuiltNode {
    var node: YAMLNode
    /// Nodes in the expanded subtree, itself included; an alias weighs what its target weighs.
    var weight: Int
    /// Where this occurrence is written: the alias itself for an alias, else the node's range.
    var occurrence: SourceRange
}
