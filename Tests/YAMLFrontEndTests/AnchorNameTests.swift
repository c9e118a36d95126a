import ComplayoutDiagnostics
import Testing
import ComplayoutYAML

/// `anchorNamesByRange`: each anchor's name by the range of the node it is written on.
@Suite struct AnchorNameTests {
    @Test func everyAnchorIsFoundByItsNodeRange() throws {
        let text = """
            card: &card { size: 1 }
            rows: [&row 2, *card, *row]
            """
        let root = try #require(try YAMLLoader.load(text).root)
        let names = root.anchorNamesByRange
        #expect(names.count == 2)
        let card = try #require(root.mapping?[0].value)
        #expect(names[card.range] == "card")
        let rows = try #require(root.mapping?[1].value.sequence)
        #expect(names[rows[0].range] == "row")
        // An alias is the anchored node itself, so it finds the same name.
        #expect(names[rows[1].range] == "card")
        #expect(names[rows[2].range] == "row")
    }

    @Test func aTreeWithoutAnchorsHasNoNames() throws {
        let root = try #require(try YAMLLoader.load("a: [1, 2, { b: 3 }]").root)
        #expect(root.anchorNamesByRange.isEmpty)
    }
}
