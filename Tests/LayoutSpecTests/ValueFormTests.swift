import ComplayoutModel
import ComplayoutSpec
import Testing

/// The value forms of language.md section 3, and how scalars are read.
@Suite struct ValueFormTests {
    /// A spec whose item width is `text` (written as a plain block scalar value).
    private func itemWidth(_ text: String) -> LayoutDimension? {
        let spec = loadSpec(specWithSection("""
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - item:
                          size:
                            width: \(text)
                            height: fractionalHeight(1)
            """))
        return firstItem(spec)?.size.width
    }

    @Test(arguments: [
        ("absolute(44)", LayoutDimension.absolute(44)),
        ("44", .absolute(44)),
        ("0", .absolute(0)),
        ("12.5", .absolute(12.5)),
        ("estimated(44)", .estimated(44)),
        ("fractionalWidth(0.5)", .fractionalWidth(0.5)),
        ("fractionalHeight(1)", .fractionalHeight(1)),
        ("fractionalWidth(1.5)", .fractionalWidth(1.5)),  // a fraction may exceed 1
        ("uniformAcrossSiblings(30)", .uniformAcrossSiblings(estimate: 30)),
        ("absolute( 44 )", .absolute(44)),
        ("'absolute(44)'", .absolute(44)),  // quoting a function form is harmless
        ("absolute(1e2)", .absolute(100)),
        ("estimated (44)", .estimated(44)),  // spaces around the name and the argument are allowed
        ("fractionalWidth(1/4)", .fractionalWidth(0.25)),
        ("absolute(.5)", .absolute(0.5)),
    ])
    func dimensionForms(text: String, expected: LayoutDimension) {
        #expect(itemWidth(text) == expected)
    }

    @Test(arguments: [
        ("fixed(8)", Spacing.fixed(8)),
        ("8", .fixed(8)),
        ("flexible(0)", .flexible(0)),
        ("flexible(12.5)", .flexible(12.5)),
    ])
    func spacingForms(text: String, expected: Spacing) {
        let spec = loadSpec(specWithSection("""
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    interItemSpacing: \(text)
                    subitems:
                      - item: { size: { width: absolute(10), height: fractionalHeight(1) } }
            """))
        #expect(rootGroup(spec)?.interItemSpacing == expected)
    }

    @Test func insetsForms() {
        #expect(firstItem(loadSpec(specWithItem("contentInsets: 4")))?.contentInsets == DirectionalInsets(all: 4))
        #expect(
            firstItem(loadSpec(specWithItem("contentInsets: { top: 1, trailing: 2 }")))?.contentInsets
                == DirectionalInsets(top: 1, leading: 0, bottom: 0, trailing: 2))
        #expect(
            firstItem(loadSpec(specWithItem("contentInsets: { top: 1, leading: 2, bottom: 3, trailing: 4 }")))?
                .contentInsets == DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func edgeSpacingKeepsAbsentEdgesNil() {
        let item = firstItem(loadSpec(specWithItem("edgeSpacing: { leading: flexible(0), top: 4 }")))
        #expect(item?.edgeSpacing == EdgeSpacing(leading: .flexible(0), top: .fixed(4), trailing: nil, bottom: nil))
    }

    /// YAML 1.1 plain numbers, through `interSectionSpacing` (non-negative) and a point (any sign).
    @Test(arguments: [
        ("12", 12.0), ("+4", 4), ("1_000", 1000), ("0.5", 0.5), (".5", 0.5), ("2.", 2), ("1e3", 1000),
        ("1.5E-2", 0.015), ("010", 10), ("-0", 0),
        // A final point before an exponent, separators after the point, a signed exponent: 2.0 × 10 = 20,
        // 10.25, 0.5 × 10 = 5.
        ("2.e1", 20), ("1_0.2_5", 10.25), ("+.5e+1", 5),
    ])
    func numberLiterals(text: String, expected: Double) {
        let spec = loadSpec("layout:\n  interSectionSpacing: \(text)\n  section:\n\(simpleGroup)")
        #expect(spec?.layout.interSectionSpacing == expected)
    }

    @Test func offsetsMayBeNegative() {
        let spec = loadSpec("environment: { contentOffset: { x: -3.5, y: -100 } }\n" + specWithSection(simpleGroup))
        #expect(spec?.environment.contentOffset == Point(x: -3.5, y: -100))
    }

    @Test(arguments: [("true", true), ("false", false), ("yes", true), ("no", false), ("on", true), ("Off", false)])
    func booleans(text: String, expected: Bool) {
        let spec = loadSpec(specWithSection("""
                supplementariesFollowContentInsets: \(text)
            \(simpleGroup)
            """))
        #expect(firstSection(spec)?.supplementariesFollowContentInsets == expected)
    }

    /// Integers are whole numbers; `2.0` and `1e9` are whole, so they are accepted.
    @Test func integersAcceptWholeNumbers() {
        let spec = loadSpec(specWithSection(simpleGroup) + "\ndata: { sections: [1e9, 2.0, 0, 1000000000] }")
        #expect(spec?.data?.sections.map(\.itemCount) == [1_000_000_000, 2, 0, 1_000_000_000])
    }

    @Test func sizesAndPoints() {
        let spec = loadSpec("""
            environment:
              container: { width: 1024, height: 768.5 }
              safeAreaInsets: { top: 47, bottom: 34 }
              layoutMargins: 8
              readableContentWidth: 600
              layoutDirection: rightToLeft
              traits: { horizontalSizeClass: regular, verticalSizeClass: compact, displayScale: 2 }
              contentOffset: { x: 0, y: 120 }
              orthogonalOffsets: { 0: { x: 30, y: 0 } }
            """ + "\n" + specWithSection(simpleGroup))
        let environment = spec?.environment
        #expect(environment?.container == Size(width: 1024, height: 768.5))
        #expect(environment?.safeAreaInsets == DirectionalInsets(top: 47, bottom: 34))
        #expect(environment?.layoutMargins == DirectionalInsets(all: 8))
        #expect(environment?.readableContentWidth == 600)
        #expect(environment?.layoutDirection == .rightToLeft)
        #expect(environment?.traits == Traits(horizontalSizeClass: .regular, verticalSizeClass: .compact, displayScale: 2))
        #expect(environment?.contentOffset == Point(x: 0, y: 120))
        #expect(environment?.orthogonalOffsets == [0: Point(x: 30, y: 0)])
    }

    @Test func enumWordsMayBeQuoted() {
        let spec = loadSpec("layout:\n  scrollDirection: \"horizontal\"\n  section:\n\(simpleGroup)")
        #expect(spec?.layout.scrollDirection == .horizontal)
    }

    @Test func elementKindsAreAnyString() {
        let spec = loadSpec(specWithSection("""
                decorationItems: [ { background: 42 }, { background: "section-background" } ]
            \(simpleGroup)
            """))
        #expect(firstSection(spec)?.decorationItems.map(\.elementKind) == ["42", "section-background"])
    }
}
