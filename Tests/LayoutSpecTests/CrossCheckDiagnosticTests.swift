import ComplayoutTestSupport
import ComplayoutDiagnostics
import ComplayoutSpec
import Testing

/// Checks across parts of a file: indexes, section definitions, element kinds.
@Suite struct CrossCheckDiagnosticTests {
    @Test func measuredSizePastTheItems() {
        expectDiagnostic(
            specWithSection(simpleGroup) + """

            data:
              sections:
                - items: 12
                  sizes:
                    11: { height: 60 }
                    1️⃣12: { height: 60 }
            """,
            "index-out-of-range", "item index 12 in 'sizes' is out of range; the section has 12 items")
    }

    @Test func badItemIndex() {
        expectDiagnostic(
            specWithSection(simpleGroup) + "\ndata: { sections: [ { items: 3, sizes: { 1️⃣first: { height: 1 } } } ] }",
            "wrong-type", "expected a non-negative integer for an item index in 'sizes', found 'first'")
    }

    @Test func orthogonalOffsetPastTheSections() {
        expectDiagnostic(
            "environment: { orthogonalOffsets: { 0: { x: 1, y: 0 }, 1️⃣1: { x: 2, y: 0 } } }\n"
                + specWithSection(simpleGroup),
            "index-out-of-range", "section index 1 in 'orthogonalOffsets' is out of range; there is 1 section")
    }

    @Test func orthogonalOffsetsCountDataSections() {
        let spec = loadSpec(
            "environment: { orthogonalOffsets: { 2: { x: 1, y: 0 } } }\n" + specWithSection(simpleGroup)
                + "\ndata: { sections: [1, 2, 3] }")
        #expect(spec?.environment.orthogonalOffsets.keys.sorted() == [2])
    }

    @Test func moreDataSectionsThanDefinitions() {
        expectDiagnostic("""
            layout:
              sections:
                - list: {}
                - list: {}
            data:
              sections: [1, 2, 1️⃣3, 4]
            """,
            "missing-section-definition",
            "data section 2 has no definition: 'sections' in layout defines 2 sections; add one, or use 'section' for every data section")
    }

    @Test func fewerDataSectionsThanDefinitionsIsFine() {
        #expect(loadSpec("layout:\n  sections: [ { list: {} }, { list: {} } ]\ndata: { sections: [5] }") != nil)
    }

    @Test func duplicateKindInOneSection() {
        let source = MarkedSource("""
            layout:
              section:
                boundarySupplementaryItems:
                  - { kind: 2️⃣badge, size: { width: fractionalWidth(1), height: 40 }, alignment: top }
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - item:
                          size: { width: 10, height: 10 }
                          supplementaryItems: [ { kind: 1️⃣badge, size: { width: 1, height: 1 }, containerAnchor: { edges: [top] } } ]
            """)
        let found = diagnostics(of: source.text)
        #expect(found.map(\.id) == ["duplicate-element-kind"])
        #expect(found.first?.message == "element kind 'badge' is already used in this section; each supplementary in a section needs its own kind")
        #expect(found.first?.range?.start == source["1️⃣"])
        #expect(found.first?.notes.map(\.message) == ["first used here"])
        #expect(found.first?.notes.first?.range?.start == source["2️⃣"])
    }

    @Test func duplicateKindOnTwoItems() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - item: { size: { width: 10, height: 10 }, supplementaryItems: [ { kind: badge, size: { width: 1, height: 1 }, containerAnchor: { edges: [top] } } ] }
                      - item: { size: { width: 20, height: 10 }, supplementaryItems: [ { kind: 1️⃣badge, size: { width: 1, height: 1 }, containerAnchor: { edges: [top] } } ] }
            """,
            "duplicate-element-kind",
            "element kind 'badge' is already used in this section; each supplementary in a section needs its own kind")
    }

    /// D6: a YAML alias of one definition counts once; the same kind in two sections is fine.
    @Test func aliasedDefinitionAndOtherSectionsAreFine() {
        #expect(loadSpec("""
            layout:
              sections:
                - boundarySupplementaryItems: [ { kind: header, size: { width: 10, height: 10 }, alignment: top } ]
                  group:
                    horizontal:
                      size: { width: fractionalWidth(1), height: absolute(44) }
                      subitems:
                        - item: &badged { size: { width: 10, height: 10 }, supplementaryItems: [ { kind: badge, size: { width: 1, height: 1 }, containerAnchor: { edges: [top] } } ] }
                        - item: *badged
                - boundarySupplementaryItems: [ { kind: header, size: { width: 10, height: 10 }, alignment: top } ]
                  group:
                    horizontal:
                      size: { width: fractionalWidth(1), height: absolute(44) }
                      subitems:
                        - item: *badged
            """) != nil)
    }
}
