import ComplayoutDiagnostics

extension YAMLNode {
    /// The name of every anchor in this tree (`&card`), by the source range of the anchored node.
    ///
    /// An alias reads back the anchored node itself, with its range, so a range from a tree built
    /// from this document finds the anchor it was defined under. Each node is visited once, however
    /// many aliases repeat it.
    package var anchorNamesByRange: [SourceRange: String] {
        var names: [SourceRange: String] = [:]
        var visited: Set<Int> = []
        var pending = [self]
        while let node = pending.popLast() {
            guard visited.insert(node.identity).inserted else { continue }
            if let anchor = node.anchor { names[node.range] = anchor }
            switch node.content {
            case .scalar: break
            case .sequence(let nodes): pending += nodes
            case .packed(let sequence): pending += sequence.rest
            case .mapping(let pairs): pending += pairs.flatMap { [$0.key, $0.value] }
            }
        }
        return names
    }
}
