import ComplayoutModel

extension EvaluatedLayout {
    /// The element kinds of `category` the layout has — of its boundary items and anchored
    /// supplementaries, or of its decorations — each once, in order of first appearance; cells
    /// have none.
    public func elementKinds(of category: ElementCategory) -> [String] {
        var kinds: [String] = []
        var seen: Set<String> = []
        func add(_ kind: String?) {
            if let kind, seen.insert(kind).inserted { kinds.append(kind) }
        }
        switch category {
        case .cell:
            break
        case .supplementary:
            layoutItems.forEach { add($0.kind) }
            sections.forEach { $0.supplementaryKinds.forEach { add($0.kind.name) } }
        case .decoration:
            sections.forEach { $0.decorations.forEach { add($0.kind) } }
        }
        return kinds
    }
}
