import ComplayoutDiagnostics
import ComplayoutSpec
import Testing

/// Bad values: wrong scalar types, enum words, function forms, non-finite and negative numbers, limits.
@Suite struct ValueDiagnosticTests {
    /// A spec with `layout.interSectionSpacing` set to a marked value.
    private func spacingSpec(_ value: String) -> String {
        "layout:\n  interSectionSpacing: 1️⃣\(value)\n  section:\n\(simpleGroup)"
    }

    /// A spec whose item width is a marked value.
    private func widthSpec(_ value: String) -> String {
        """
        layout:
          section:
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(44) }
                subitems:
                  - item: { size: { width: 1️⃣\(value), height: fractionalHeight(1) } }
        """
    }

    @Test func quotedNumberIsAString() {
        expectDiagnostic(
            spacingSpec("\"10\""), "wrong-type",
            "expected a number for 'interSectionSpacing', found the quoted string \"10\"")
        expectDiagnostic(
            spacingSpec("'10'"), "wrong-type",
            "expected a number for 'interSectionSpacing', found the quoted string \"10\"")
    }

    @Test(arguments: [
        ("ten", "'ten'"), ("0x10", "'0x10'"), ("1,5", "'1,5'"), ("nan", "'nan'"), ("[1]", "a sequence"),
    ])
    func notANumber(value: String, shown: String) {
        expectDiagnostic(
            spacingSpec(value), "wrong-type", "expected a number for 'interSectionSpacing', found \(shown)")
    }

    @Test func fractionWhereAnIntegerBelongs() {
        expectDiagnostic(
            specWithSection("""
                    decorationItems: [ { background: bg, zIndex: 1️⃣2.5 } ]
                \(simpleGroup)
                """),
            "wrong-type", "expected an integer for 'zIndex', found 2.5")
    }

    @Test func fractionalItemCount() {
        expectDiagnostic(
            specWithSection(simpleGroup) + "\ndata: { sections: [ { items: 1️⃣2.5 } ] }", "wrong-type",
            "expected a non-negative integer for 'items', found 2.5")
    }

    @Test func notABoolean() {
        expectDiagnostic(
            specWithSection("""
                    supplementariesFollowContentInsets: 1️⃣maybe
                \(simpleGroup)
                """),
            "wrong-type", "expected true or false for 'supplementariesFollowContentInsets', found 'maybe'")
    }

    @Test func notAString() {
        expectDiagnostic(
            specWithSection("""
                    decorationItems: [ { background: 1️⃣{ kind: bg } } ]
                \(simpleGroup)
                """),
            "wrong-type", "expected a string for 'background', found a mapping")
    }

    @Test func notADimension() {
        expectDiagnostic(
            widthSpec("wide"), "wrong-type",
            "expected a dimension for 'width', such as absolute(44) or fractionalWidth(0.5), found 'wide'")
        expectDiagnostic(
            widthSpec("\"44\""), "wrong-type",
            "expected a dimension for 'width', such as absolute(44) or fractionalWidth(0.5), found the quoted string \"44\"")
    }

    @Test func notInsets() {
        expectDiagnostic(
            specWithItem("contentInsets: 1️⃣[1, 2]"), "wrong-type",
            "expected insets for 'contentInsets' (a number, or a mapping of top, leading, bottom, trailing), found a sequence")
    }

    @Test func enumWordWithSuggestion() {
        expectDiagnostic(
            "layout:\n  scrollDirection: 1️⃣horizontl\n  section:\n\(simpleGroup)", "invalid-value",
            "invalid value 'horizontl' for 'scrollDirection'; did you mean 'horizontal'?")
    }

    @Test func enumWordWithoutSuggestion() {
        expectDiagnostic(
            "layout:\n  scrollDirection: 1️⃣sideways\n  section:\n\(simpleGroup)", "invalid-value",
            "invalid value 'sideways' for 'scrollDirection'; expected one of vertical, horizontal")
    }

    @Test func unknownDimension() {
        expectDiagnostic(
            widthSpec("fractionalWidht(1)"), "invalid-value",
            "unknown dimension 'fractionalWidht' for 'width'; did you mean 'fractionalWidth'?")
    }

    @Test func unknownSpacing() {
        expectDiagnostic(
            specWithItem("edgeSpacing: { top: 1️⃣fixd(2) }"), "invalid-value",
            "unknown spacing 'fixd' for 'top'; did you mean 'fixed'?")
    }

    @Test func zeroDisplayScale() {
        expectDiagnostic(
            "environment: { traits: { displayScale: 1️⃣0 } }\n" + specWithSection(simpleGroup), "invalid-value",
            "expected a positive number for 'displayScale', found 0")
    }

    @Test func zeroCount() {
        expectDiagnostic(
            specWithSection("""
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(44) }
                        count: 1️⃣0
                        subitems: [ { item: { size: { width: 10, height: 10 } } } ]
                """),
            "invalid-value", "expected a positive integer for 'count', found 0")
    }

    @Test func emptyKind() {
        expectDiagnostic(
            specWithSection("""
                    decorationItems: [ { background: 1️⃣"" } ]
                \(simpleGroup)
                """),
            "invalid-value", "'background' must not be empty")
    }

    @Test func emptySections() {
        expectDiagnostic("layout:\n  sections: 1️⃣[]\n", "invalid-value", "'sections' needs at least one section")
    }

    @Test func emptyAlternatives() {
        expectDiagnostic(
            "layout:\n  sections:\n    - 1️⃣[]\n", "invalid-value", "a list of alternatives needs at least one section")
    }

    @Test func oppositeAnchorEdges() {
        expectDiagnostic(
            specWithItem("""
                supplementaryItems: [ { kind: badge, size: { width: 10, height: 10 }, \
                containerAnchor: { edges: [top, leading, 1️⃣bottom] } } ]
                """),
            "invalid-value", "anchor edges cannot hold both 'top' and 'bottom'")
    }

    @Test func integerOutOfRange() {
        expectDiagnostic(
            specWithSection("""
                    decorationItems: [ { background: bg, zIndex: 1️⃣1e30 } ]
                \(simpleGroup)
                """),
            "invalid-value", "integer 1e30 for 'zIndex' is out of range")
    }

    @Test func malformedArgument() {
        expectDiagnostic(
            widthSpec("fractionalWidth(abc)"), "malformed-value",
            "expected a number inside 'fractionalWidth(…)' for 'width', found 'abc'")
        expectDiagnostic(
            widthSpec("absolute()"), "malformed-value",
            "expected a number inside 'absolute(…)' for 'width', found nothing")
        // In block style: a flow mapping would split the scalar at the comma.
        expectDiagnostic("""
            layout:
              section:
                list:
                  itemHeight: 1️⃣absolute(1, 2)
            """,
            "malformed-value", "expected a number inside 'absolute(…)' for 'itemHeight', found '1, 2'")
        // Text that is not ASCII is split by characters: the accent ends the number; spaces are trimmed.
        expectDiagnostic(
            widthSpec("absolute( 4é )"), "malformed-value",
            "expected a number inside 'absolute(…)' for 'width', found '4é'")
    }

    @Test func malformedShape() {
        expectDiagnostic(
            widthSpec("absolute(44"), "malformed-value",
            "malformed dimension 'absolute(44' for 'width'; write it as NAME(NUMBER), such as absolute(44) or fractionalWidth(0.5)")
    }

    @Test(arguments: [".nan", ".NaN", ".inf", "-.inf", "+.Inf", "1e999", "-1e999"])
    func nonFiniteNumbers(value: String) {
        expectDiagnostic(
            "environment: { contentOffset: { x: 1️⃣\(value), y: 0 } }\n" + specWithSection(simpleGroup),
            "non-finite-number", "expected a finite number for 'x', found \(value)")
    }

    @Test func nonFiniteArgument() {
        expectDiagnostic(
            widthSpec("absolute(.inf)"), "non-finite-number", "expected a finite number for 'width', found absolute(.inf)")
    }

    @Test func nonFiniteInteger() {
        expectDiagnostic(
            specWithSection("""
                    decorationItems: [ { background: bg, zIndex: 1️⃣.inf } ]
                \(simpleGroup)
                """),
            "non-finite-number", "expected a finite integer for 'zIndex', found .inf")
    }

    @Test func negativeSize() {
        expectDiagnostic(
            "environment: { container: { width: 1️⃣-10, height: 800 } }\n" + specWithSection(simpleGroup),
            "negative-value", "expected a non-negative number for 'width', found -10")
    }

    @Test func negativeDimensionsSpacingsAndInsets() {
        expectDiagnostic(widthSpec("absolute(-1)"), "negative-value", "expected a non-negative number for 'width', found absolute(-1)")
        expectDiagnostic(widthSpec("-1"), "negative-value", "expected a non-negative number for 'width', found -1")
        expectDiagnostic(
            specWithItem("edgeSpacing: { top: 1️⃣flexible(-2) }"), "negative-value",
            "expected a non-negative number for 'top', found flexible(-2)")
        expectDiagnostic(
            specWithItem("contentInsets: 1️⃣-4"), "negative-value",
            "expected a non-negative number for 'contentInsets', found -4")
        expectDiagnostic(
            spacingSpec("-8"), "negative-value", "expected a non-negative number for 'interSectionSpacing', found -8")
    }

    @Test func negativeCounts() {
        expectDiagnostic(
            specWithSection(simpleGroup) + "\ndata: { sections: [3, 1️⃣-1] }", "negative-value",
            "expected a non-negative integer for an entry of 'sections', found -1")
        expectDiagnostic(
            specWithSection("""
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(44) }
                        repeat: 1️⃣-2
                        subitems: [ { item: { size: { width: 10, height: 10 } } } ]
                """),
            "negative-value", "expected a positive integer for 'repeat', found -2")
    }

    @Test func countTooLarge() {
        expectDiagnostic(
            specWithSection("""
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(44) }
                        count: 1️⃣10001
                        subitems: [ { item: { size: { width: 10, height: 10 } } } ]
                """),
            "count-too-large", "'count' is 10001; the largest supported is 10000")
    }

    @Test func countAtTheLimitWorks() {
        let spec = loadSpec(specWithSection("""
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    repeat: 10000
                    subitems: [ { item: { size: { width: 10, height: 10 } } } ]
            """))
        #expect(spec != nil)
    }

    @Test func itemCountTooLarge() {
        expectDiagnostic(
            specWithSection(simpleGroup) + "\ndata: { sections: [1000000000, 1️⃣1000000001] }", "item-count-too-large",
            "item count 1000000001 is too large; the largest supported is 1000000000")
        expectDiagnostic(
            specWithSection(simpleGroup) + "\ndata: { sections: [1️⃣99999999999999999999999] }", "item-count-too-large",
            "item count 99999999999999999999999 is too large; the largest supported is 1000000000")
    }
}
