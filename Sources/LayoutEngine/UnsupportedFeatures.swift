import Diagnostics
import LayoutModel

/// Features of the language that this version reads but does not evaluate yet. Rather than give
/// frames that silently leave them out, evaluation refuses with a positioned error.
enum UnsupportedFeatures {
    static func diagnostics(layout: Layout, data: DataSource) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func refuse(_ what: String, at source: SourceRange?) {
            found.append(
                .error("unsupported-feature", "\(what) are not evaluated by this version of complayout", at: source))
        }
        for section in allSections(of: layout) {
            switch section.content {
            case .list(let list): refuse("list sections", at: list.source)
            case .group: break
            }
        }
        for section in data.sections where !section.sizes.isEmpty || !section.supplementarySizes.isEmpty {
            refuse("measured sizes (self-sizing)", at: section.source)
        }
        return found
    }

    private static func allSections(of layout: Layout) -> [Section] {
        let definitions: [SectionDefinition]
        switch layout.sections {
        case .uniform(let definition): definitions = [definition]
        case .perSection(let list): definitions = list
        }
        return definitions.flatMap { definition -> [Section] in
            switch definition {
            case .section(let section): [section]
            case .variants(let variants, _): variants.map(\.section)
            }
        }
    }
}
