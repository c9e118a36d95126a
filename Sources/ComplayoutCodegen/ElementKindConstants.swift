import ComplayoutModel

/// The element kinds a layout uses, each declared once as a string constant
/// (`let headerKind = "header"`) that the generated code, and the app registering its views,
/// refer to.
struct ElementKindConstants {
    /// (constant name, kind) in the order the kinds first appear.
    private(set) var declarations: [(name: String, kind: String)] = []
    private var names: [String: String] = [:]

    /// Names every kind in `layout`, claiming the names in `scope`.
    init(_ layout: CompositionalLayout, scope: NameScope) {
        for kind in Self.kinds(in: layout) where names[kind] == nil {
            let base = (SwiftIdentifier.lowerCamelCase(kind) ?? "element") + "Kind"
            let name = scope.claim(base)
            names[kind] = name
            declarations.append((name, kind))
        }
    }

    /// The constant that holds `kind`.
    func name(of kind: String) -> String {
        guard let name = names[kind] else { preconditionFailure("element kind '\(kind)' was not collected") }
        return name
    }

    /// Every element kind of the layout, in the order written, with repeats.
    private static func kinds(in layout: CompositionalLayout) -> [String] {
        var kinds = layout.boundarySupplementaryItems.map(\.elementKind)
        func visit(_ definition: Definition) {
            switch definition {
            case .supplementary(let item): kinds.append(item.elementKind)
            case .boundary(let item): kinds.append(item.elementKind)
            case .decoration(let item): kinds.append(item.elementKind)
            case .item, .group: break
            }
            definition.children.forEach(visit)
        }
        for definition in layout.sections.definitions {
            for section in definition.sections {
                section.definitions.forEach(visit)
            }
        }
        return kinds
    }
}
