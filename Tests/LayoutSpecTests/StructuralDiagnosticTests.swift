import ComplayoutDiagnostics
import ComplayoutSpec
import Testing

/// Keys: unknown, missing, conflicting; wrong node kinds.
@Suite struct StructuralDiagnosticTests {
    @Test func unknownKeyWithSuggestion() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    1️⃣itemSpacing: fixed(8)
                    subitems:
                      - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            """,
            "unknown-key", "unknown key 'itemSpacing' in group; did you mean 'interItemSpacing'?")
    }

    @Test func unknownKeyAtTheTopLevel() {
        expectDiagnostic(
            "1️⃣layuot:\n  section: {}\n", "unknown-key", "unknown key 'layuot' at the top level; did you mean 'layout'?")
    }

    @Test func unknownKeyWithoutSuggestion() {
        expectDiagnostic(specWithItem("1️⃣colour: red"), "unknown-key", "unknown key 'colour' in item")
    }

    @Test func unknownKeyInAValueMapping() {
        expectDiagnostic(
            specWithItem("contentInsets: { 1️⃣left: 4 }"), "unknown-key",
            "unknown key 'left' in 'contentInsets'; did you mean 'leading'?")
    }

    @Test func whenOutsideAlternatives() {
        expectDiagnostic(
            "layout:\n  sections:\n    - 1️⃣when: { minWidth: 1 }\n      list: {}\n", "unknown-key",
            "unknown key 'when' in section; 'when' belongs to an alternative in a list of alternatives ('- - when: …')")
    }

    @Test func missingKeyAtTheMapping() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - item: 1️⃣{ contentInsets: 4 }
            """,
            "missing-key", "missing required key 'size' in item")
    }

    @Test func missingKeyInABlockMappingSitsAtItsFirstKey() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    1️⃣subitems:
                      - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            """,
            "missing-key", "missing required key 'size' in group")
    }

    @Test func misspeltRequiredKeyIsOneMistake() {
        expectDiagnostic(
            specWithSection("""
                    group:
                      horizontal:
                        1️⃣sise: { width: fractionalWidth(1), height: absolute(44) }
                        subitems:
                          - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
                """),
            "unknown-key", "unknown key 'sise' in group; did you mean 'size'?")
    }

    @Test func emptyFile() {
        expectDiagnostic("1️⃣# nothing here\n", "missing-key", "missing required key 'layout' at the top level; the file is empty")
    }

    @Test func missingLayout() {
        expectDiagnostic("1️⃣name: no layout\n", "missing-key", "missing required key 'layout' at the top level")
    }

    @Test func layoutNeedsSectionOrSections() {
        expectDiagnostic(
            "layout:\n  1️⃣scrollDirection: vertical\n", "missing-key",
            "missing required key 'section' or 'sections' in layout")
    }

    @Test func sectionNeedsGroupOrList() {
        expectDiagnostic(
            "layout:\n  section:\n    1️⃣interGroupSpacing: 4\n", "missing-key",
            "missing required key 'group', 'list' or 'flow' in section")
    }

    @Test func subitemsEntryWithoutWrapper() {
        expectDiagnostic(
            specWithSection("""
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(44) }
                        subitems:
                          - 1️⃣size: { width: fractionalWidth(1), height: fractionalHeight(1) }
                            contentInsets: 2
                """),
            "missing-key",
            "subitems entry has no 'item' or 'group' key; write '- item:' above 'size' and 'contentInsets'")
    }

    @Test func subitemsEntryEmpty() {
        expectDiagnostic(
            specWithSection("""
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(44) }
                        subitems: [ 1️⃣{} ]
                """),
            "missing-key", "missing required key 'item' or 'group' in subitems entry")
    }

    @Test func subitemsEntryMisspelt() {
        expectDiagnostic(
            specWithSection("""
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(44) }
                        subitems:
                          - 1️⃣itme: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
                """),
            "unknown-key", "unknown key 'itme' in subitems entry; did you mean 'item'?")
    }

    @Test func sectionAndSections() {
        expectDiagnostic("""
            layout:
              section:
                list: {}
              1️⃣sections:
                - list: {}
            """,
            "conflicting-keys", "a layout takes 'section' or 'sections', not both")
    }

    @Test func groupAndList() {
        expectDiagnostic("""
            layout:
              section:
                list: {}
                1️⃣group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems: [ { item: { size: { width: 10, height: 10 } } } ]
            """,
            "conflicting-keys", "a section takes only one of 'group', 'list' and 'flow'")
    }

    @Test func itemAndGroupInOneEntry() {
        expectDiagnostic(
            specWithSection("""
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(44) }
                        subitems:
                          - item: { size: { width: 10, height: 10 } }
                            1️⃣group: { vertical: { size: { width: 10, height: 10 }, subitems: [ { item: { size: { width: 10, height: 10 } } } ] } }
                """),
            "conflicting-keys", "a subitems entry takes 'item' or 'group', not both")
    }

    @Test func anchorWithBothOffsets() {
        expectDiagnostic(
            specWithItem("""
                supplementaryItems: [ { kind: badge, size: { width: 10, height: 10 }, \
                containerAnchor: { edges: [top], absoluteOffset: { x: 1, y: 1 }, 1️⃣fractionalOffset: { x: 0, y: 0 } } } ]
                """),
            "conflicting-keys", "an anchor takes 'absoluteOffset' or 'fractionalOffset', not both")
    }

    @Test func wrongNodeKind() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    size: 1️⃣[fractionalWidth(1), absolute(44)]
                    subitems: [ { item: { size: { width: 10, height: 10 } } } ]
            """,
            "wrong-type", "expected a mapping for 'size', found a sequence")
    }

    @Test func topLevelMustBeAMapping() {
        expectDiagnostic("1️⃣- layout\n", "wrong-type", "expected a mapping at the top level, found a sequence")
    }

    @Test func listExpected() {
        expectDiagnostic(
            specWithSection("""
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(44) }
                        subitems: 1️⃣{ item: { size: { width: 10, height: 10 } } }
                """),
            "wrong-type", "expected a list for 'subitems', found a mapping")
    }

    @Test func nullValue() {
        expectDiagnostic(
            "layout:\n  section:\n    interGroupSpacing: 1️⃣~\n\(simpleGroup)", "wrong-type",
            "expected a number for 'interGroupSpacing', found null")
        expectDiagnostic(
            "layout:1️⃣\n", "wrong-type", "expected a mapping for 'layout', found an empty value")
    }

    @Test func nonScalarKey() {
        expectDiagnostic(
            "layout:\n  section:\n    list: {}\n1️⃣[a]: 1\n", "wrong-type",
            "expected a string key at the top level, found a sequence")
    }
}
