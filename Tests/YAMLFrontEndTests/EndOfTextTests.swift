import ComplayoutDiagnostics
import Testing
import ComplayoutYAML

/// An error at the end of a text without a final line break sits just past its last character,
/// however the text is written: ASCII with line feeds (read eight bytes at a time), carriage
/// returns, other characters, a byte order mark.
@Suite struct EndOfTextTests {
    private static let cases: [(text: String, end: SourcePosition)] = [
        ("k: [1, 2", SourcePosition(line: 1, column: 9)),
        ("first: 1\nsecond: 2\nthird: [1, 2", SourcePosition(line: 3, column: 13)),
        ("first: 1\nsecond: 2\nthird: [1, 23456789", SourcePosition(line: 3, column: 20)),
        ("first: 1\r\nsecond: 2\r\nthird: [1, 2", SourcePosition(line: 3, column: 13)),
        ("first: 1\rthird: [1, 2", SourcePosition(line: 2, column: 13)),
        ("first: é\nthird: [1, 2", SourcePosition(line: 2, column: 13)),
        ("\u{FEFF}first: 1\nthird: [1, 2", SourcePosition(line: 2, column: 13)),
    ]

    @Test(arguments: cases.indices)
    func errorAtTheEndIsJustPastTheLastCharacter(_ index: Int) {
        let (text, end) = Self.cases[index]
        let found = diagnostics(text)
        #expect(found.first?.message.hasPrefix("did not find expected ',' or ']'") == true)
        #expect(found.first?.range == SourceRange(at: end))
    }
}
