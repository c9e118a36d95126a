import ComplayoutModel
import Testing

/// Index paths are stored inline, and read back as the arrays they were made from.
@Suite struct ElementIndexPathTests {
    @Test(arguments: [[], [3], [0, 7], [1, 2, 3]])
    func componentsRoundTrip(_ components: [Int]) {
        let key = ElementKey(category: .supplementary, kind: "k", indexPath: components)
        #expect(key.indexPath == components)
        #expect(key.path.count == components.count)
    }

    @Test func theInlineAndArrayFormsAreOneKey() {
        let inline = ElementKey(category: .cell, path: ElementIndexPath(section: 2, index: 9))
        let array = ElementKey(category: .cell, indexPath: [2, 9])
        #expect(inline == array)
        #expect(inline.hashValue == array.hashValue)
        #expect(ElementIndexPath(layoutItem: 4) == ElementIndexPath([4]))
        #expect(ElementIndexPath(layoutItem: 4) != ElementIndexPath(section: 4, index: 0))
    }

    @Test func sectionAndIndexAreReadOnlyFromTwoComponents() {
        #expect(ElementIndexPath(section: 2, index: 9).section == 2)
        #expect(ElementIndexPath(section: 2, index: 9).index == 9)
        #expect(ElementIndexPath(layoutItem: 4).section == nil)
        #expect(ElementIndexPath([1, 2, 3]).index == nil)
    }

    @Test func settingTheArrayFormReplacesThePath() {
        var key = ElementKey(category: .cell, indexPath: [0, 0])
        key.indexPath = [5, 6]
        #expect(key.path == ElementIndexPath(section: 5, index: 6))
    }

    @Test func pathsOfOtherLengthsAreEqualByTheirComponents() {
        #expect(ElementIndexPath([1, 2, 3]) == ElementIndexPath([1, 2, 3]))
        #expect(ElementIndexPath([1, 2, 3]).hashValue == ElementIndexPath([1, 2, 3]).hashValue)
        #expect(ElementIndexPath([1, 2, 3]) != ElementIndexPath([1, 2, 4]))
        #expect(ElementIndexPath([]) != ElementIndexPath([0, 0, 0]))
    }
}

/// Kinds are interned: keys made from equal names, separately, are one key; the name reads back.
@Suite struct ElementKindTests {
    @Test func kindsOfEqualNamesAreOneKind() {
        let name = String(repeating: "header", count: 2)
        #expect(ElementKind(name) == ElementKind("headerheader"))
        #expect(ElementKind(name).hashValue == ElementKind("headerheader").hashValue)
        #expect(ElementKind("header") != ElementKind("footer"))
        #expect(ElementKind(name).name == "headerheader")
    }

    @Test func settingTheNameReplacesTheKind() {
        var key = ElementKey(category: .supplementary, kind: "header", indexPath: [0, 0])
        #expect(key.kind == "header")
        key.kind = "footer"
        #expect(key == ElementKey(category: .supplementary, elementKind: ElementKind("footer"), path: ElementIndexPath(section: 0, index: 0)))
        key.kind = nil
        #expect(key.elementKind == nil)
    }

    /// The point of interning: a key and attributes hold nothing to retain or release.
    @Test func keysAndAttributesArePlainValues() {
        #expect(_isPOD(ElementKey.self))
        #expect(_isPOD(LayoutAttributes.self))
        #expect(_isPOD(LayoutAttributes?.self))
    }
}
