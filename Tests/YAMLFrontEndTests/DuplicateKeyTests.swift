import TestSupport
import Diagnostics
import Testing
import YAMLFrontEnd

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
}
