import ComplayoutDiagnostics
import ComplayoutModel

/// The stable ids of what `complayout swift` cannot write (catalogued in docs/diagnostics.md).
public enum CodegenDiagnosticID: String, DiagnosticIDSet {
    /// A computed `count:`/`repeat:` or a `when` on the data, which the generated section
    /// provider cannot yet express (docs/codegen.md).
    case notExpressibleInSwift = "not-expressible-in-swift"
}

extension SwiftCodeGenerator {
    /// An error at each computed count and each `when` on the data of `layout`.
    static func inexpressible(in layout: CompositionalLayout) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for section in layout.writtenSections {
            for group in LayoutNode.section(section).groups where group.computedCount != nil {
                found.append(
                    .error(
                        CodegenDiagnosticID.notExpressibleInSwift,
                        "a computed count ('\(group.computedCount?.text ?? "")') cannot be written in Swift yet; "
                            + "write the number, or a list of 'when' alternatives",
                        at: group.computedCountSource ?? group.source))
            }
        }
        for definition in layout.sections.definitions {
            for variant in definition.alternatives {
                guard let condition = variant.condition,
                    condition.readsData
                else { continue }
                found.append(
                    .error(
                        CodegenDiagnosticID.notExpressibleInSwift,
                        "a 'when' on the data (minItems, maxItems, empty) cannot be written in Swift yet: "
                            + "a section provider sees the environment, not the item counts",
                        at: condition.source))
            }
        }
        return found
    }
}
