import ComplayoutDiagnostics
import ComplayoutTestSupport
import Testing

/// A diagnostic on a very long line quotes a window of it, so output stays small.
@Suite struct ExcerptWindowTests {
    @Test func aLongLineIsQuotedAroundTheColumn() {
        let line = String(repeating: "abcdefghij", count: 500)  // 5,000 characters
        let renderer = DiagnosticRenderer(path: "f.yaml", source: line + "\n")
        let range = SourceRange(start: SourcePosition(line: 1, column: 1_001), end: SourcePosition(line: 1, column: 1_004))
        let lines = renderer.render(.error(ExcerptTestID.someID, "message", at: range)).split(separator: "\n")
        #expect(lines[0] == "f.yaml:1:1001: error: message [some-id]")
        // The window starts 80 characters before the column: 1,000 − 80 = 920 are skipped, a
        // multiple of ten, so it starts with "a"; it is 160 characters long.
        #expect(lines[1] == Substring(String(repeating: "abcdefghij", count: 16)))
        // Column 1,001 is the window's 81st character.
        #expect(lines[2] == Substring(String(repeating: " ", count: 80) + "^~~"))
    }

    @Test func aShortLineIsQuotedWhole() {
        let renderer = DiagnosticRenderer(path: "f.yaml", source: "a: 1\r\nb: 2\r\n")
        let range = SourceRange(start: SourcePosition(line: 2, column: 4), end: SourcePosition(line: 2, column: 5))
        // A CRLF line ends at its LF, without the CR.
        #expect(renderer.render(.error(ExcerptTestID.x, "m", at: range)) == "f.yaml:2:4: error: m [x]\nb: 2\n   ^\n")
    }

    @Test func linesPastTheIndexCheckpointsAreFound() {
        // Lines are indexed every 1,024; line 4,097 is one past the fourth checkpoint.
        let source = (1...5_000).map { "line \($0)" }.joined(separator: "\n")
        let renderer = DiagnosticRenderer(path: "f.yaml", source: source)
        let range = SourceRange(at: SourcePosition(line: 4_097, column: 6))
        #expect(renderer.render(.error(ExcerptTestID.x, "m", at: range)) == "f.yaml:4097:6: error: m [x]\nline 4097\n     ^\n")
        let pastTheEnd = SourceRange(at: SourcePosition(line: 5_001, column: 1))
        #expect(renderer.render(.error(ExcerptTestID.x, "m", at: pastTheEnd)) == "f.yaml:5001:1: error: m [x]\n")
    }

    @Test func noLineIsQuotedPastTheLastQuotedColumn() {
        let renderer = DiagnosticRenderer(path: "f.yaml", source: String(repeating: "a", count: 200_000))
        let column = DiagnosticRenderer.maxExcerptColumn + 1
        let range = SourceRange(at: SourcePosition(line: 1, column: column))
        #expect(renderer.render(.error(ExcerptTestID.x, "m", at: range)) == "f.yaml:1:\(column): error: m [x]\n")
    }
}

/// Ids for the formatting tests above, which need a diagnostic, not a particular one.
private enum ExcerptTestID: String, DiagnosticIDSet {
    case someID = "some-id"
    case x
}
