import Diagnostics
import LayoutModel

/// Features of the language that this version reads but does not evaluate yet. Rather than give
/// frames that silently leave them out, evaluation of a section that uses one refuses with a
/// positioned error; definitions no data section uses are not refused.
enum UnsupportedFeatures {
    /// The refusals for data section `data` laid out with `section`.
    static func diagnostics(for section: Section, data: SectionData) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if !data.sizes.isEmpty || !data.supplementarySizes.isEmpty {
            found.append(refusal("measured sizes (self-sizing)", at: data.source))
        }
        return found
    }

    private static func refusal(_ what: String, at source: SourceRange?) -> Diagnostic {
        .error(EngineDiagnosticID.unsupportedFeature, "\(what) are not evaluated by this version of complayout", at: source)
    }
}
