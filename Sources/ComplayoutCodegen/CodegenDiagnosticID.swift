import ComplayoutDiagnostics
import ComplayoutModel

/// The stable ids of what `complayout swift` cannot write (catalogued in docs/diagnostics.md).
public enum CodegenDiagnosticID: String, DiagnosticIDSet {
    /// A computed `count:`/`repeat:` or a `when` on the data, which the generated section
    /// provider cannot yet express (docs/codegen.md).
    case notExpressibleInSwift = "not-expressible-in-swift"
}

/// The messages of `complayout swift` (`CodegenDiagnosticID`), each worded once.
enum CodegenDiagnostic: DiagnosticMessage {
    /// A computed count, written `expression`.
    case computedCount(expression: String)
    /// A `when` that tests the data.
    case conditionOnData

    var id: CodegenDiagnosticID {
        switch self {
        case .computedCount, .conditionOnData: .notExpressibleInSwift
        }
    }

    var message: String {
        switch self {
        case .computedCount(let expression):
            "a computed count ('\(expression)') cannot be written in Swift yet; "
                + "write the number, or a list of 'when' alternatives"
        case .conditionOnData:
            "a 'when' on the data (minItems, maxItems, empty) cannot be written in Swift yet: "
                + "a section provider sees the environment, not the item counts"
        }
    }
}

extension SwiftCodeGenerator {
    /// An error at each computed count and each `when` on the data of `layout`.
    static func inexpressible(in layout: CompositionalLayout) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for section in layout.writtenSections {
            for group in LayoutNode.section(section).groups {
                guard let expression = group.computedCount else { continue }
                found.append(
                    Diagnostic(
                        CodegenDiagnostic.computedCount(expression: expression.text),
                        at: group.computedCountSource ?? group.source))
            }
        }
        for definition in layout.sections.definitions {
            for variant in definition.alternatives {
                guard let condition = variant.condition,
                    condition.readsData
                else { continue }
                found.append(Diagnostic(CodegenDiagnostic.conditionOnData, at: condition.source))
            }
        }
        return found
    }
}
