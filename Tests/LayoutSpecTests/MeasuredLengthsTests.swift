import ComplayoutDiagnostics
import ComplayoutModel
import Testing

/// `heights:` and `widths:`, the compact form of measured sizes (language.md section 5): read
/// packed from a flow sequence or as nodes from a block one, with `null` for an item not
/// measured, and every mistake at the entry that makes it.
@Suite struct MeasuredLengthsTests {
    private func spec(_ data: String) -> String {
        specWithSection(simpleGroup) + "\n" + data
    }

    @Test func flowAndBlockListsReadAlike() throws {
        let flow = try #require(loadSpec(spec("""
            data:
              sections:
                - items: 5
                  heights: [88, 92.5, ~, 1_000, null]   # a comment
                  widths: [
                    10, # item 0
                    .5e1,
                  ]
            """)))
        let block = try #require(loadSpec(spec("""
            data:
              sections:
                - items: 5
                  heights:
                    - 88
                    - 92.5
                    - ~
                    - 1_000
                    - null
                  widths: [10, 5]
            """)))
        let section = try #require(flow.data?.sections.first)
        #expect(section.heights == MeasuredLengths([88, 92.5, nil, 1000, nil]))
        #expect(section.widths == MeasuredLengths([10, 5]))
        #expect(section.measuredSize(of: 1) == MeasuredSize(width: 5, height: 92.5))
        #expect(section.measuredSize(of: 2) == nil)
        #expect(block.data?.sections.first == section)
    }

    @Test func jsonArraysArePacked() throws {
        let json = """
            {"layout": {"section": {"group": {"horizontal": {"size": {"width": "fractionalWidth(1)",
              "height": "absolute(44)"}, "subitems": [{"item": {"size": {"width": "fractionalWidth(1)",
              "height": "fractionalHeight(1)"}}}]}}}},
             "data": {"sections": [{"items": 3, "heights": [1, 2.25, null]}]}}
            """
        let spec = try #require(loadSpec(json))
        #expect(spec.data?.sections.first?.heights == MeasuredLengths([1, 2.25, nil]))
    }

    @Test func entriesThatAreNotNumbers() {
        expectDiagnostics(
            spec("""
                data:
                  sections:
                    - items: 6
                      heights: [1, 1️⃣-2, 2️⃣.nan, 3️⃣abc, 4️⃣"5", 5️⃣{ a: 1 }]
                """),
            [
                Expected("negative-value", "expected a non-negative number for an entry of 'heights', found -2", at: "1️⃣"),
                Expected("non-finite-number", "expected a finite number for an entry of 'heights', found .nan", at: "2️⃣"),
                Expected("wrong-type", "expected a number for an entry of 'heights', found 'abc'", at: "3️⃣"),
                Expected("wrong-type", "expected a number for an entry of 'heights', found the quoted string \"5\"", at: "4️⃣"),
                Expected("wrong-type", "expected a number for an entry of 'heights', found a mapping", at: "5️⃣"),
            ])
    }

    @Test func moreEntriesThanItems() {
        expectDiagnostic(
            spec("""
                data:
                  sections:
                    - items: 2
                      heights: [1, 2,
                        1️⃣3, 4]
                """),
            "index-out-of-range", "'heights' has 4 entries, more than the section's 2 items")
        expectDiagnostic(
            spec("""
                data:
                  sections:
                    - items: 1
                      widths: [1, 1️⃣"2", "3"]
                """),
            "index-out-of-range", "'widths' has 3 entries, more than the section's 1 item")
    }

    @Test func aLengthGivenTwice() {
        expectDiagnostic(
            spec("""
                data:
                  sections:
                    - items: 4
                      sizes: { 1: { width: 30 }, 3: { height: 60 } }
                      heights: [88, 90, ~, 1️⃣60]
                      widths: [10]
                """),
            "conflicting-keys", "item 3's height is given twice, in 'sizes' and in 'heights'; give it once")
        expectDiagnostic(
            spec("""
                data:
                  sections:
                    - items: 4
                      sizes: { 1: { width: 30 } }
                      widths: [10, 1️⃣30]
                """),
            "conflicting-keys", "item 1's width is given twice, in 'sizes' and in 'widths'; give it once")
    }

    @Test func notAList() {
        expectDiagnostic(
            spec("""
                data:
                  sections:
                    - items: 4
                      heights: 1️⃣88
                """),
            "wrong-type", "expected a list for 'heights', found 88")
    }

    /// 300,000 heights: more than the 250,000 nodes a file may have, read from their bytes; a
    /// mistake in the last is found at its column.
    @Test func aListLongerThanTheNodeLimit() throws {
        let count = 300_000
        var entries = (0..<count).map { String(40 + $0 % 200) }
        let list = { "      heights: [" + entries.joined(separator: ", ") + "]" }
        let head = "data:\n  sections:\n    - items: \(count)\n"
        let loaded = try #require(loadSpec(spec(head + list())))
        let heights = try #require(loaded.data?.sections.first?.heights)
        #expect(heights.count == count)
        #expect(heights[count - 1] == Double(40 + (count - 1) % 200))
        entries[count - 1] = "-1"
        let line = list()
        let text = spec(head + line)
        let found = diagnostics(of: text)
        let column = line.utf8.count - "-1]".utf8.count + 1
        #expect(found.map(\.id) == ["negative-value"])
        #expect(found.first?.range?.start == SourcePosition(line: text.split(separator: "\n").count, column: column))
    }
}
