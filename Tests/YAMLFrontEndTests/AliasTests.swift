import ComplayoutTestSupport
import ComplayoutDiagnostics
import Testing
import ComplayoutYAML

@Suite struct AliasTests {
    @Test func aliasIsTheAnchoredNode() {
        let source = MarkedSource("""
            card: 1️⃣&card { width: 1, height: 2 }2️⃣
            first: *card
            second: 3️⃣*card
            """)
        let node = root(source.text)
        let card = value("card", in: node)
        let first = value("first", in: node)
        let second = value("second", in: node)
        #expect(card?.anchor == "card")
        #expect(card?.range == source.range(1, 2))
        #expect(first == card)
        #expect(second == card)
        #expect(second?.identity == card?.identity)
        #expect(second?.range == source.range(1, 2))
    }

    @Test func aliasOfAScalarSharesItsIdentity() {
        let node = root("a: &x 10\nb: *x\nc: 10\n")
        #expect(value("b", in: node)?.identity == value("a", in: node)?.identity)
        #expect(value("c", in: node)?.identity != value("a", in: node)?.identity)
        #expect(value("b", in: node)?.scalar?.value == "10")
    }

    @Test func aRedefinedAnchorNamesItsLatestNode() {
        let node = root("a: &x 1\nb: &x 2\nc: *x\n")
        #expect(value("c", in: node)?.scalar?.value == "2")
        #expect(value("c", in: node)?.identity == value("b", in: node)?.identity)
    }

    @Test func unknownAliasIsAnErrorAtTheAlias() {
        let source = MarkedSource("a: &item 1\nb: 1️⃣*gone2️⃣\n")
        let found = diagnostics(source.text)
        #expect(found.count == 1)
        #expect(found.first?.id == "unknown-alias")
        #expect(found.first?.message == "unknown alias '*gone': no anchor '&gone' is defined before it")
        #expect(found.first?.range == source.range(1, 2))
    }

    @Test func aMisspeltAliasSuggestsTheAnchor() {
        let found = diagnostics("a: &card 1\nb: &cell 2\nc: *crad\n")
        #expect(found.map(\.message) == [
            "unknown alias '*crad': no anchor '&crad' is defined before it; did you mean '*card'?"
        ])
    }

    @Test func anAliasInsideItsOwnAnchorIsUnknown() {
        let source = MarkedSource("a: &x [1, 1️⃣*x]\n")
        let found = diagnostics(source.text)
        #expect(found.map(\.id) == ["unknown-alias"])
        #expect(found.first?.range?.start == source[1])
    }

    @Test func everyProblemIsReportedNotOnlyTheFirst() {
        let source = MarkedSource("a: 1️⃣*nope\nb: 1\n2️⃣b: 2\nc: 3️⃣*gone\n")
        let found = diagnostics(source.text)
        #expect(found.map(\.id) == ["unknown-alias", "duplicate-key", "unknown-alias"])
        #expect(found.compactMap { $0.range?.start } == [source[1], source[2], source[3]])
    }
}
