import ComplayoutDiagnostics
import ComplayoutModel

/// The error for a list of section alternatives none of which holds (language.md section 6): it
/// names what the environment is and what each alternative would need, so the fix is obvious.
enum VariantMismatch {
    /// `no-matching-variant` for data section `index` of `itemCount` items, defined by `definition`.
    static func diagnostic(
        section index: Int, definition: SectionDefinition, environment: LayoutEnvironment, itemCount: Int
    ) -> Diagnostic {
        let variants = definition.alternatives
        let needs = variants.enumerated().map { offset, variant in
            let failing = variant.condition?.unmet(in: environment, itemCount: itemCount) ?? []
            return "alternative \(offset + 1) needs \(failing.joined(separator: " and "))"
        }
        let notes = variants.enumerated().compactMap { offset, variant in
            variant.condition?.source.map { Diagnostic.Note("the 'when' of alternative \(offset + 1)", at: $0) }
        }
        return Diagnostic(
            EngineDiagnostic.noMatchingVariant(
                section: index, environment: describe(environment), items: itemCount, needs: needs),
            at: definition.source, notes: notes)
    }

    /// Everything a `when` can test, as the environment has it.
    private static func describe(_ environment: LayoutEnvironment) -> String {
        [
            "width \(environment.container.width.plainText)",
            "height \(environment.container.height.plainText)",
            "horizontalSizeClass \(environment.traits.horizontalSizeClass.rawValue)",
            "verticalSizeClass \(environment.traits.verticalSizeClass.rawValue)",
            "layoutDirection \(environment.layoutDirection.rawValue)",
        ].joined(separator: ", ")
    }
}
