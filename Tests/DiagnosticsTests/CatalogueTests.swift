import Complayout
import CompositionalLayoutKit
import ComplayoutYAML
import Testing

/// docs/diagnostics.md and the code cannot drift: every id has a section, and every example
/// prints what the catalogue says.
@Suite struct CatalogueTests {
    /// Ids no short spec can show; their sections say why.
    static let withoutExample: Set<String> = Set(
        [YAMLDiagnosticID.tooManyNodes, .fileTooLarge].map(\.rawValue)
            + [EngineDiagnosticID.customGroupEmpty, .tooManySections, .layoutOverflow].map(\.rawValue)
            + CommandDiagnosticID.allIDs + TransitionDiagnosticID.allIDs + ScrollTargetsDiagnosticID.allIDs
            + CommonDiagnosticID.allIDs + LayoutKitDiagnosticID.allIDs + MatrixDiagnosticID.allIDs)

    @Test func everyIDInTheCodeHasASection() throws {
        let documented = Set(try Catalogue.load().entries.map(\.id))
        for id in DiagnosticCatalogue.allIDs {
            #expect(documented.contains(id), "docs/diagnostics.md has no section ### `\(id)`")
        }
        #expect(Set(DiagnosticCatalogue.allIDs).count == DiagnosticCatalogue.allIDs.count, "an id is declared twice")
    }

    @Test func everySectionIsAnIDInTheCode() throws {
        for entry in try Catalogue.load().entries {
            #expect(DiagnosticCatalogue.allIDs.contains(entry.id), "\(entry.id) is documented but not declared")
        }
    }

    @Test func everyIDHasAnExampleOrSaysWhyNot() throws {
        for entry in try Catalogue.load().entries {
            if Self.withoutExample.contains(entry.id) {
                #expect(entry.example == nil && entry.text.contains("No example spec"), "\(entry.id)")
            } else {
                #expect(entry.example != nil && entry.expectedLine != nil, "\(entry.id) has no example and output line")
            }
        }
    }

    @Test(arguments: try Catalogue.load().entries.filter { $0.example != nil }.map(\.id))
    func theExamplePrintsTheDocumentedLine(_ id: String) throws {
        let entry = try #require(try Catalogue.load().entries.first { $0.id == id })
        let example = try #require(entry.example)
        let format = try #require(SpecInputFormat(rawValue: entry.exampleFormat))
        let evaluation = SpecEvaluation(bytes: Array(example.utf8), format: format)
        let diagnostic = try #require(
            evaluation.diagnostics.first { $0.id == id },
            "the example gives no \(id), but: \(evaluation.diagnostics.map(\.description))")
        let printed = DiagnosticRenderer(path: "example.\(entry.exampleFormat)", source: example).render(diagnostic)
        #expect(printed.split(separator: "\n").first.map(String.init) == entry.expectedLine)
        let severity = (LintDiagnosticID.allIDs + MatrixDiagnosticID.allIDs).contains(id) ? Severity.warning : .error
        #expect(diagnostic.severity == severity)
    }
}
