import ComplayoutDiagnostics

/// A finished node as the builder keeps it: its place in the arena, what it weighs and how deep
/// it nests once every alias in it is expanded, and where this use of it is written.
struct BuiltNode {
    /// Its place in `YAMLArena.nodes`; an alias's is its target's.
    var node: Int
    /// Nodes in the expanded subtree, itself included; an alias weighs what its target weighs.
    var weight: Int
    /// Levels of sequences and mappings in the expanded subtree: 0 for a scalar, 1 for a flat
    /// collection. An alias placed at depth d nests d + height deep.
    var height: Int
    /// Where this occurrence is written: the alias itself for an alias, else the node's range.
    var occurrence: SourceRange
}
