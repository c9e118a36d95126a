import ComplayoutDiagnostics
import ComplayoutModel

/// A piece of the layout tree that becomes one `let` in the generated code.
///
/// Two uses of a definition are the same definition when their values are equal and they are
/// written at the same place: a YAML alias (`*card`) reads back the anchored node itself, so every
/// use of `&card` is the same, while two look-alike definitions written separately are not (model
/// equality ignores positions; this identity does not).
enum Definition: Hashable {
    case item(LayoutItem)
    case group(LayoutGroup)
    case supplementary(SupplementaryItem)
    case boundary(BoundarySupplementaryItem)
    case decoration(DecorationItem)

    static func == (lhs: Definition, rhs: Definition) -> Bool {
        guard lhs.source == rhs.source else { return false }
        switch (lhs, rhs) {
        case (.item(let a), .item(let b)): return a == b
        case (.group(let a), .group(let b)): return a == b
        case (.supplementary(let a), .supplementary(let b)): return a == b
        case (.boundary(let a), .boundary(let b)): return a == b
        case (.decoration(let a), .decoration(let b)): return a == b
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        switch self {
        case .item(let item): hasher.combine(item)
        case .group(let group): hasher.combine(group)
        case .supplementary(let supplementary): hasher.combine(supplementary)
        case .boundary(let boundary): hasher.combine(boundary)
        case .decoration(let decoration): hasher.combine(decoration)
        }
    }

    /// Where the definition is written, when it came from a file.
    var source: SourceRange? {
        switch self {
        case .item(let item): item.source
        case .group(let group): group.source
        case .supplementary(let supplementary): supplementary.source
        case .boundary(let boundary): boundary.source
        case .decoration(let decoration): decoration.source
        }
    }

    /// The definitions this one is built from, in the order they are written (the model's walk).
    var children: [Definition] {
        node.children.compactMap(Definition.init)
    }

    /// The tree node this definition is.
    private var node: LayoutNode {
        switch self {
        case .item(let item): .item(item)
        case .group(let group): .group(group)
        case .supplementary(let supplementary): .supplementary(supplementary)
        case .boundary(let boundary): .boundary(boundary)
        case .decoration(let decoration): .decoration(decoration)
        }
    }

    /// The definition a node is; nil for a section, which becomes no `let` of its own.
    init?(_ node: LayoutNode) {
        switch node {
        case .section: return nil
        case .item(let item): self = .item(item)
        case .group(let group): self = .group(group)
        case .supplementary(let supplementary): self = .supplementary(supplementary)
        case .boundary(let boundary): self = .boundary(boundary)
        case .decoration(let decoration): self = .decoration(decoration)
        }
    }

    init(_ subitem: Subitem) {
        switch subitem {
        case .item(let item): self = .item(item)
        case .group(let group): self = .group(group)
        }
    }
}

extension LayoutSection {
    /// The definitions a section uses directly: its root group, boundary items and decorations.
    var definitions: [Definition] {
        LayoutNode.section(self).children.compactMap(Definition.init)
    }
}

extension SectionSource {
    /// The definitions without repeats: an entry that aliases an earlier one is the same section
    /// provider `case`, so its parts are written once.
    var distinctDefinitions: [SectionDefinition] {
        definitions.reduce(into: []) { distinct, definition in
            if !distinct.contains(definition) { distinct.append(definition) }
        }
    }
}
