import Diagnostics
import LayoutModel

/// Features of the language that this version reads but does not evaluate yet. Rather than give
/// frames that silently leave them out, evaluation of a section that uses one refuses with a
/// positioned error; definitions no data section uses are not refused.
enum UnsupportedFeatures {
    /// The refusals for data section `data` laid out with `section`.
    static func diagnostics(for section: Section, data: SectionData) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if case .list(let list) = section.content {
            found.append(refusal("list sections", at: list.source))
        }
        return found
    }

    private static func refusal(_ what: String, at source: SourceRange?) -> Diagnostic {
        .error("unsupported-feature", "\(what) are not evaluated by this version of complayout", at: source)
    }
}
