import ComplayoutDiagnostics
import ComplayoutTestSupport
import Testing

@testable import ComplayoutYAML

/// Flow sequences under the keys a reader asks for are kept as text (`PackedSequence`): their
/// plain scalars are found again from the bytes with the ranges libyaml gives them, they are no
/// nodes against the node limit, and whatever cannot be packed is an ordinary node.
@Suite struct PackedSequenceTests {
    private func load(_ text: String, limits: YAMLLimits = .default) throws -> YAMLNode? {
        try YAMLLoader.load(bytes: Array(text.utf8), limits: limits, packing: ["heights"]).root
    }

    /// The scalars of a packed sequence with their ranges, and its other entries.
    private func entries(_ node: YAMLNode?) -> (scalars: [String], ranges: [SourceRange], rest: [YAMLNode])? {
        guard let packed = node?.packed else { return nil }
        var scalars: [String] = []
        var ranges: [SourceRange] = []
        packed.forEachScalar { text, range in
            scalars.append(String(decoding: text, as: UTF8.self))
            ranges.append(range)
            return true
        }
        return (scalars, ranges, Array(packed.rest))
    }

    @Test func scalarsKeepTheirRangesAcrossLinesCommentsAndWideCharacters() throws {
        let source = MarkedSource("""
            # é, ü: characters of two bytes before the list
            a: { heights: [1️⃣882️⃣,3️⃣92.54️⃣ , # a comment, with commas
                 5️⃣~6️⃣,
              7️⃣1_0008️⃣  ,9️⃣-.5 ] }
            heights: [1]
            other: [1, 2]
            """)
        let root = try load(source.text)
        let found = try #require(entries(value("heights", in: value("a", in: root))))
        #expect(found.scalars == ["88", "92.5", "~", "1_000", "-.5"])
        #expect(
            found.ranges == [
                source.range(1, 2), source.range(3, 4), source.range(5, 6), source.range(7, 8),
                SourceRange(start: source[9], end: SourcePosition(line: source[9].line, column: source[9].column + 3)),
            ])
        #expect(found.rest.isEmpty)
        #expect(entries(value("heights", in: root))?.scalars == ["1"])
        // Only the keys asked for are packed.
        #expect(value("other", in: root)?.sequence?.count == 2)
    }

    @Test func entriesThatCannotBePackedAreNodes() throws {
        let root = try load(#"heights: [1, 2, "3", 4, { a: 1 }, 5]"#)
        let found = try #require(entries(value("heights", in: root)))
        #expect(found.scalars == ["1", "2"])
        #expect(found.rest.map(\.kindDescription) == ["a scalar", "a scalar", "a mapping", "a scalar"])
        #expect(found.rest.first?.scalar?.value == "3")
        // A plain scalar over two lines is folded by YAML: its text is not its value.
        let folded = try load("heights: [1, two\n  words, 3]")
        #expect(entries(value("heights", in: folded))?.scalars == ["1"])
        #expect(entries(value("heights", in: folded))?.rest.first?.scalar?.value == "two words")
        // The first entry not packable: an ordinary sequence.
        #expect(value("heights", in: try load("x: &x 2\nheights: [*x, 1]"))?.sequence?.count == 2)
    }

    @Test func listsUnderAnAnchorAndBlockListsAreNodes() throws {
        let root = try load("a: &a { heights: [1, 2] }\nb: *a\nc: { heights: !!seq [1] }\nd:\n  heights:\n    - 1\n")
        #expect(value("heights", in: value("a", in: root))?.sequence?.count == 2)
        #expect(value("heights", in: value("c", in: root))?.sequence?.count == 1)
        #expect(value("heights", in: value("d", in: root))?.sequence?.count == 1)
    }

    @Test func packedScalarsAreNotCountedAsNodes() throws {
        let limits = YAMLLimits(maxExpandedNodes: 100)
        let text = "heights: [" + (0..<10_000).map(String.init).joined(separator: ",") + "]\n"
        let found = try #require(entries(value("heights", in: try load(text, limits: limits))))
        #expect(found.scalars.count == 10_000)
        #expect(found.scalars.last == "9999")
        // Unpacked, the same list is refused.
        #expect(throws: DiagnosticList.self) { try YAMLLoader.load(bytes: Array(text.utf8), limits: limits) }
    }
}
