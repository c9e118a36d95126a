import ComplayoutTestSupport
import ComplayoutDiagnostics
import Testing
import ComplayoutYAML

@Suite struct DuplicateKeyTests {
    @Test func secondKeyIsTheErrorWithANoteAtTheFirst() {
        let source = MarkedSource("""
            item:
              1️⃣width2️⃣: 1
              height: 2
              3️⃣width4️⃣: 3
            """)
        let found = diagnostics(source.text)
        #expect(found.count == 1)
        let duplicate = found.first
        #expect(duplicate?.id == "duplicate-key")
        #expect(duplicate?.severity == .error)
        #expect(duplicate?.message == "duplicate key 'width' in this mapping")
        #expect(duplicate?.range == source.range(3, 4))
        #expect(duplicate?.notes == [Diagnostic.Note("first defined here", at: source.range(1, 2))])
    }

    @Test func flowMappingDuplicate() {
        let source = MarkedSource("{1️⃣a: 1, 2️⃣a: 2}")
        let found = diagnostics(source.text)
        #expect(found.map(\.id) == ["duplicate-key"])
        #expect(found.first?.range?.start == source[2])
        #expect(found.first?.notes.first?.range?.start == source[1])
    }

    @Test func sameKeyInDifferentMappingsIsFine() {
        #expect(diagnostics("a: {x: 1}\nb: {x: 2}\n").isEmpty)
    }

    /// Small mappings compare keys one by one, large ones hash them: both find every repeat,
    /// each against its first occurrence, and compare keys as Swift strings.
    @Test(arguments: [5, 16, 17, 40])
    func everyRepeatIsFoundInMappingsOfAnySize(_ keys: Int) {
        let names = (0..<keys).map { "key\($0)" }
        // The second and last keys repeat the first; the third, precomposed, repeats the
        // decomposed spelling of a key written further on.
        var lines = names.map { "\($0): 1" }
        lines[1] = "key0: 2"
        lines[keys - 1] = "key0: 3"
        lines[2] = "caf\u{E9}: 4"
        lines[3] = "cafe\u{301}: 5"
        let found = diagnostics(lines.joined(separator: "\n") + "\n")
        #expect(found.map(\.message) == [
            "duplicate key 'key0' in this mapping", "duplicate key 'cafe\u{301}' in this mapping",
            "duplicate key 'key0' in this mapping",
        ])
        #expect(found.map { $0.range?.start.line } == [2, 4, keys])
        #expect(found.map { $0.notes.first?.range?.start.line } == [1, 3, 1])
    }
}
