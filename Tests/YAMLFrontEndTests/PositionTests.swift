import ComplayoutTestSupport
import ComplayoutDiagnostics
import Testing
import ComplayoutYAML

@Suite struct PositionTests {
    @Test func scalarsAreOneBasedAcrossLines() {
        let source = MarkedSource("1️⃣name2️⃣: 3️⃣grid4️⃣\n5️⃣width6️⃣: 7️⃣390.58️⃣\n")
        let node = root(source.text)
        let pairs = node?.mapping ?? YAMLPairList()
        #expect(pairs.count == 2)
        guard pairs.count == 2 else { return }
        #expect(pairs[0].key.range == source.range(1, 2))
        #expect(pairs[0].value.range == source.range(3, 4))
        #expect(pairs[1].key.range == source.range(5, 6))
        #expect(pairs[1].value.range == source.range(7, 8))
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        // "é" is 2 bytes, "🙂" 4 bytes, "e\u{301}" two scalars: columns still count scalars.
        let source = MarkedSource("1️⃣é2️⃣: 3️⃣🙂x4️⃣\n5️⃣ne\u{301}e6️⃣: [7️⃣ü8️⃣, 9️⃣🙂]\n")
        let node = root(source.text)
        let pairs = node?.mapping ?? YAMLPairList()
        #expect(pairs.count == 2)
        guard pairs.count == 2 else { return }
        #expect(pairs[0].key.range == source.range(1, 2))
        #expect(pairs[0].value.range == source.range(3, 4))
        #expect(pairs[1].key.range == source.range(5, 6))
        let entries = pairs[1].value.sequence ?? YAMLNodeList()
        #expect(entries.first?.range == source.range(7, 8))
        #expect(entries.last?.range.start == source[9])
    }

    @Test func nestedBlockCollectionsEndAtTheirLastEntry() {
        let source = MarkedSource("""
            1️⃣layout:
              2️⃣section:
                3️⃣subitems:
                4️⃣- a
                - b5️⃣
              # a comment after the section
            6️⃣name: x7️⃣
            """)
        let layout = value("layout", in: root(source.text))
        let section = value("section", in: layout)
        let subitems = value("subitems", in: section)
        #expect(root(source.text)?.range == source.range(1, 7))
        #expect(section?.range == source.range(3, 5))
        #expect(subitems?.range == source.range(4, 5))
        #expect(layout?.range == source.range(2, 5))
    }

    @Test func flowCollectionsSpanTheirBrackets() {
        let source = MarkedSource("size: 1️⃣{ width: 2️⃣[1, 2]3️⃣, height: 4️⃣{}5️⃣ }6️⃣\n")
        let size = value("size", in: root(source.text))
        #expect(size?.range == source.range(1, 6))
        #expect(value("width", in: size)?.range == source.range(2, 3))
        #expect(value("height", in: size)?.range == source.range(4, 5))
    }

    @Test func crlfLineBreaksCountOnce() {
        let source = MarkedSource("a: 1\r\n1️⃣b2️⃣: 2\r\n")
        let pairs = root(source.text)?.mapping ?? YAMLPairList()
        #expect(pairs.last?.key.range == source.range(1, 2))
    }

    @Test func rangesIncludeAnchorsAndTags() {
        let source = MarkedSource("a: 1️⃣&x !!str 12️⃣\n")
        #expect(value("a", in: root(source.text))?.range == source.range(1, 2))
    }
}
