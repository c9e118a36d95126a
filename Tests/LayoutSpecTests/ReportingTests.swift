import ComplayoutDiagnostics
import Foundation
import ComplayoutModel
import ComplayoutSpec
import Testing
import ComplayoutYAML

/// How diagnostics are reported: all of them, once each, sorted, at the right node.
@Suite struct ReportingTests {
    @Test func threeMistakesReportThree() {
        expectDiagnostics("""
            layout:
              section:
                group:
                  horizontal:
                    1️⃣sise: { width: fractionalWidth(1), height: absolute(44) }
                    interItemSpacing: 2️⃣fixed(-8)
                    subitems:
                      - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
                orthogonalScrollingBehavior: 3️⃣pagin
            """, [
                Expected("unknown-key", "unknown key 'sise' in group; did you mean 'size'?"),
                Expected("negative-value", "expected a non-negative number for 'interItemSpacing', found fixed(-8)", at: "2️⃣"),
                Expected("invalid-value", "invalid value 'pagin' for 'orthogonalScrollingBehavior'; did you mean 'paging'?", at: "3️⃣"),
            ])
    }

    /// The conformance file with three mistakes reports all three (its case checks only the first).
    @Test func threeMistakesFileReportsThree() throws {
        let text = try String(contentsOf: ConformanceErrorFiles.directory.appendingPathComponent("three-mistakes.yaml"), encoding: .utf8)
        let found = diagnostics(of: text)
        #expect(found.map(\.id) == ["unknown-key", "negative-value", "invalid-value"])
        #expect(found.map { $0.range?.start.line ?? 0 } == [10, 11, 14])
    }

    /// An aliased subtree with a mistake is read at each use, but reported once.
    @Test func aliasedMistakeIsReportedOnce() {
        expectDiagnostic("""
            layout:
              sections:
                - group:
                    horizontal:
                      size: { width: fractionalWidth(1), height: absolute(44) }
                      subitems:
                        - item: &cell { size: { width: 1️⃣-5, height: 10 } }
                        - item: *cell
                - group:
                    vertical:
                      size: { width: fractionalWidth(1), height: absolute(44) }
                      subitems: [ { item: *cell }, { item: *cell } ]
            """,
            "negative-value", "expected a non-negative number for 'width', found -5")
    }

    @Test func mergedMistakeIsReportedOnce() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - item: &base { size: { width: 10, height: 10 }, 1️⃣colour: red }
                      - item: { <<: *base, contentInsets: 1 }
                      - item: { <<: *base, contentInsets: 2 }
            """,
            "unknown-key", "unknown key 'colour' in item")
    }

    @Test func diagnosticsAreSortedByPosition() {
        // The data section (read after layout) comes first in the file; its diagnostic comes first too.
        expectDiagnostics("""
            data: { sections: [1️⃣-1] }
            environment: { container: { width: 2️⃣-1, height: 1 } }
            layout:
              section:
                interGroupSpacing: 3️⃣-1
                list: {}
            """, [
                Expected("negative-value", "expected a non-negative integer for an entry of 'sections', found -1"),
                Expected("negative-value", "expected a non-negative number for 'width', found -1", at: "2️⃣"),
                Expected("negative-value", "expected a non-negative number for 'interGroupSpacing', found -1", at: "3️⃣"),
            ])
    }

    @Test func siblingsAreReadAfterAnError() {
        expectDiagnostics("""
            layout:
              sections:
                - group: { horizontal: { size: { width: 1️⃣-1, height: 1 }, subitems: [ { item: { size: { width: 1, height: 2️⃣-1 } } } ] } }
                - list: { appearance: 3️⃣wrong }
                - group: { 4️⃣diagonal: {} }
            environment: { traits: { displayScale: 5️⃣-1 } }
            data: { sections: [1, 2, 3, 6️⃣4000000000] }
            expect: { elements: [ 7️⃣{ category: cell } ] }
            """, [
                Expected("negative-value", "expected a non-negative number for 'width', found -1"),
                Expected("negative-value", "expected a non-negative number for 'height', found -1", at: "2️⃣"),
                Expected(
                    "invalid-value",
                    "invalid value 'wrong' for 'appearance'; expected one of plain, grouped, insetGrouped, sidebar, sidebarPlain",
                    at: "3️⃣"),
                Expected("unknown-key", "unknown key 'diagonal' in group", at: "4️⃣"),
                Expected("negative-value", "expected a positive number for 'displayScale', found -1", at: "5️⃣"),
                Expected("item-count-too-large", "item count 4000000000 is too large; the largest supported is 1000000000", at: "6️⃣"),
                Expected("missing-key", "missing required key 'indexPath' in expected element", at: "7️⃣"),
                Expected("missing-key", "missing required key 'frame' in expected element", at: "7️⃣"),
            ])
    }

    @Test func yamlErrorsPassThrough() {
        let found = diagnostics(of: "layout: { section: [\n")
        #expect(found.first?.id == "yaml-syntax")
    }

    @Test func readTakesALoadedRoot() throws {
        #expect(throws: DiagnosticList.self) { try SpecLoader.read(nil) }
        do {
            _ = try SpecLoader.read(nil)
        } catch {
            #expect(error.diagnostics.map(\.id) == ["missing-key"])
            #expect(error.diagnostics.first?.range?.start == SourcePosition(line: 1, column: 1))
        }
    }

    /// Every diagnostic has a stable id from the catalogue, and its message starts in lower case.
    @Test func idsAndMessageStyle() throws {
        for file in try ConformanceErrorFiles.specReaderCases() {
            for diagnostic in diagnostics(of: try String(contentsOf: file, encoding: .utf8)) {
                #expect(
                    (SpecDiagnosticID.allIDs + ModelDiagnosticID.allIDs + YAMLDiagnosticID.allIDs).contains(diagnostic.id),
                    "\(file.lastPathComponent): \(diagnostic.id)")
                let first = try #require(diagnostic.message.first)
                #expect(first.isLowercase || first == "'", "\(diagnostic.message)")
            }
        }
    }
}
