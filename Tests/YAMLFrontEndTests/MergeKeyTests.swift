import ComplayoutTestSupport
import ComplayoutDiagnostics
import Testing
import ComplayoutYAML

@Suite struct MergeKeyTests {
    @Test func mergeAppendsKeysNotWrittenExplicitly() {
        let node = root("""
            base: &base { width: 1, height: 2 }
            item:
              <<: *base
              height: 3
            """)
        let item = value("item", in: node)
        #expect(keys(of: item) == ["height", "width"])
        #expect(value("height", in: item)?.scalar?.value == "3")
        #expect(value("width", in: item)?.scalar?.value == "1")
        // The merged value is the base's own node.
        #expect(value("width", in: item)?.identity == value("width", in: value("base", in: node))?.identity)
    }

    @Test func mergeOfAnInlineMapping() {
        let item = value("item", in: root("item: { <<: { a: 1, b: 2 }, b: 3 }\n"))
        #expect(keys(of: item) == ["b", "a"])
        #expect(value("b", in: item)?.scalar?.value == "3")
    }

    @Test func mergeListEarlierMappingWins() {
        let node = root("""
            one: &one { a: 1, b: 1 }
            two: &two { b: 2, c: 2 }
            item:
              <<: [*one, *two]
              c: 3
            """)
        let item = value("item", in: node)
        #expect(keys(of: item) == ["c", "a", "b"])
        #expect(value("a", in: item)?.scalar?.value == "1")
        #expect(value("b", in: item)?.scalar?.value == "1")
        #expect(value("c", in: item)?.scalar?.value == "3")
    }

    @Test func nestedMergesCarryThrough() {
        let node = root("""
            a: &a { x: 1 }
            b: &b { <<: *a, y: 2 }
            c: { <<: *b, z: 3 }
            """)
        #expect(keys(of: value("c", in: node)) == ["z", "y", "x"])
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() {
        let item = value("item", in: root("item: { '<<': { a: 1 } }\n"))
        #expect(keys(of: item) == ["<<"])
    }

    @Test func mergingAScalarIsAnError() {
        let source = MarkedSource("base: &b 5\nitem:\n  <<: 1️⃣*b2️⃣\n")
        let found = diagnostics(source.text)
        #expect(found.count == 1)
        #expect(found.first?.id == "invalid-merge")
        #expect(found.first?.message == "merge key '<<' needs a mapping or a list of mappings, found a scalar")
        #expect(found.first?.range == source.range(1, 2))
    }

    @Test func mergingAListWithANonMappingIsAnError() {
        let source = MarkedSource("item:\n  <<: [{ a: 1 }, 1️⃣[x]2️⃣]\n")
        let found = diagnostics(source.text)
        #expect(found.map(\.id) == ["invalid-merge"])
        #expect(found.first?.message == "merge key '<<' needs a mapping or a list of mappings, found a sequence")
        #expect(found.first?.range == source.range(1, 2))
    }

    @Test func anExplicitKeyThatAlsoComesFromAMergeIsNotADuplicate() {
        #expect(diagnostics("base: &b { a: 1 }\nitem: { <<: *b, a: 2 }\n").isEmpty)
    }
}
