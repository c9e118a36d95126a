import ComplayoutCodegen
import Testing

@testable import ComplayoutCodegen

/// How generated definitions and constants are named.
@Suite struct NamingTests {
    @Test(arguments: [
        ("section-header", "sectionHeader"), ("Photo_Cell", "photoCell"), ("URLList", "urlList"),
        ("HEADER", "header"), ("badge2", "badge2"), ("group \"frame\"", "groupFrame"),
    ])
    func lowerCamelCase(text: String, expected: String) {
        #expect(SwiftIdentifier.lowerCamelCase(text) == expected)
    }

    @Test(arguments: ["", "--", "2up", "é"])
    func textWithoutAUsableNameHasNone(text: String) {
        #expect(SwiftIdentifier.lowerCamelCase(text) == nil)
    }

    @Test func aScopeNumbersTakenNamesAndKeepsCompanionsTogether() {
        let outer = NameScope()
        #expect(outer.claim("item", with: ["Size"]) == "item")
        #expect(outer.claim("item", with: ["Size"]) == "item2")
        outer.reserve("groupSize")
        #expect(outer.claim("group", with: ["Size"]) == "group2")
        let inner = outer.child()
        #expect(inner.claim("item") == "item3")
        #expect(outer.child().claim("section") == "section")
        #expect(outer.claim("default") == "default2")
    }

    @Test func anchorsNameTheirDefinitions() throws {
        let code = try generatedSwift(
            """
            layout:
              section:
                group:
                  horizontal: &photo-row
                    size: { width: fractionalWidth(1), height: absolute(100) }
                    subitems:
                      - item: &default
                          size: { width: fractionalWidth(0.5), height: fractionalHeight(1) }
                      - item: *default
            """)
        // The anchor on `horizontal:` is not the group's node (the group is `group:`'s value), so the
        // group keeps its descriptive name; the item, used twice, is one value named after its anchor.
        #expect(code.contains("let defaultItem = NSCollectionLayoutItem(layoutSize: defaultItemSize)"))
        #expect(code.contains("subitems: [defaultItem, defaultItem]"))
        #expect(code.contains("let group = NSCollectionLayoutGroup.horizontal"))
    }

    @Test func kindsThatNameTheSameConstantAreNumbered() throws {
        let code = try generatedSwift(
            """
            layout:
              section:
                boundarySupplementaryItems:
                  - { kind: section-header, size: { width: fractionalWidth(1), height: absolute(40) }, alignment: top }
                  - { kind: sectionHeader, size: { width: fractionalWidth(1), height: absolute(40) }, alignment: bottom }
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(100) }
                    subitems: [{ item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } }]
            """)
        #expect(
            code.contains("let sectionHeaderKind = \"section-header\"\nlet sectionHeaderKind2 = \"sectionHeader\"\n"))
        #expect(code.contains("elementKind: sectionHeaderKind2, alignment: .bottom"))
        #expect(code.contains("section.boundarySupplementaryItems = [sectionHeader, sectionHeader2]"))
    }

    @Test func aTypeNameMakesStaticMembers() throws {
        let code = try generatedSwift(
            """
            layout:
              section:
                decorationItems: [{ background: bg }]
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(100) }
                    subitems: [{ item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } }]
            """, options: SwiftCodeOptions(functionName: "makeGrid", typeName: "GridLayout"))
        #expect(code.hasPrefix("import UIKit\n\nenum GridLayout {\n    static let bgKind = \"bg\"\n\n    @MainActor\n"))
        #expect(
            code.contains("    static func makeGrid() -> UICollectionViewCompositionalLayout {\n        let itemSize"))
        #expect(code.hasSuffix("        return UICollectionViewCompositionalLayout(section: section)\n    }\n}\n"))
    }

    @Test(arguments: [
        ("makeLayout", true), ("_private2", true), ("2d", false), ("make-layout", false), ("func", false),
    ])
    func functionAndTypeNamesMustBeIdentifiers(name: String, valid: Bool) {
        #expect(SwiftIdentifier.isValid(name) == valid)
    }
}
