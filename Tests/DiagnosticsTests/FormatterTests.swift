import Complayout
import ComplayoutTestSupport
import Foundation
import Testing

/// The three diagnostic formats and colour.
@Suite struct FormatterTests {
    private let source = "layout:\n  scrollDirection: horizontl\n"
    private let diagnostic = Diagnostic.error(
        ModelDiagnosticID.invalidValue, "invalid value 'horizontl' for 'scrollDirection'; did you mean 'horizontal'?",
        at: SourceRange(start: SourcePosition(line: 2, column: 20), end: SourcePosition(line: 2, column: 29)),
        notes: [.init("the layout starts here", at: SourceRange(at: SourcePosition(line: 1, column: 1)))])

    @Test func textHasTheSourceLineAndACaret() {
        let text = DiagnosticRenderer(path: "a.yaml", source: source).render(diagnostic)
        #expect(text == """
            a.yaml:2:20: error: invalid value 'horizontl' for 'scrollDirection'; did you mean 'horizontal'? [invalid-value]
              scrollDirection: horizontl
                               ^~~~~~~~~
            a.yaml:1:1: note: the layout starts here
            layout:
            ^

            """)
    }

    @Test func colourMarksThePartsAsClangDoes() {
        let text = DiagnosticRenderer(path: "a.yaml", source: source, colored: true).render(
            .warning(LintDiagnosticID.fractionalInset, "careful", at: SourceRange(at: SourcePosition(line: 1, column: 1))))
        #expect(text == """
            \u{1B}[1ma.yaml:1:1:\u{1B}[0m \u{1B}[1;35mwarning:\u{1B}[0m \u{1B}[1mcareful [fractional-inset]\u{1B}[0m
            layout:
            \u{1B}[1;32m^\u{1B}[0m

            """)
        let error = DiagnosticRenderer(path: "a.yaml", source: source, colored: true).render(diagnostic)
        #expect(error.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(error.contains("\u{1B}[1;36mnote:\u{1B}[0m"))
        #expect(!DiagnosticRenderer(path: "a.yaml", source: source).render(diagnostic).contains("\u{1B}"))
    }

    @Test func jsonIsOneObjectPerLineThatParses() throws {
        let line = JSONDiagnosticFormatter(path: "dir/a \"b\".yaml").render(diagnostic)
        #expect(line.hasSuffix("\n"))
        #expect(line.dropLast().contains("\n") == false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["formatVersion"] as? Int == DiagnosticRecord.currentVersion)
        #expect(object["file"] as? String == "dir/a \"b\".yaml")
        #expect(object["line"] as? Int == 2)
        #expect(object["column"] as? Int == 20)
        #expect(object["endLine"] as? Int == 2)
        #expect(object["endColumn"] as? Int == 29)
        #expect(object["severity"] as? String == "error")
        #expect(object["id"] as? String == "invalid-value")
        #expect(object["message"] as? String == diagnostic.message)
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes.first?["message"] as? String == "the layout starts here")
        #expect(notes.first?["line"] as? Int == 1)
        #expect(notes.first?["file"] as? String == "dir/a \"b\".yaml")
    }

    @Test func jsonWritesNullForADiagnosticWithoutAPlace() throws {
        let line = JSONDiagnosticFormatter(path: "a.yaml").render(.error(FormatterTestID.unreadableFile, "cannot read the file", at: nil))
        #expect(line == """
            { "formatVersion": 1, "file": "a.yaml", "line": null, "column": null, "endLine": null, "endColumn": null, \
            "severity": "error", "id": "unreadable-file", "message": "cannot read the file", "notes": [] }

            """)
        #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
    }

    @Test func githubAnnotationsAreExact() {
        let formatter = GitHubAnnotationFormatter(path: "Specs/a.yaml")
        #expect(formatter.render(diagnostic) == """
            ::error file=Specs/a.yaml,line=2,col=20,endLine=2,endColumn=29,title=invalid-value::invalid value \
            'horizontl' for 'scrollDirection'; did you mean 'horizontal'?%0Anote: the layout starts here (Specs/a.yaml:1:1)

            """)
        #expect(formatter.render(.warning(LintDiagnosticID.fractionalInset, "x", at: nil)) == "::warning file=Specs/a.yaml,title=fractional-inset::x\n")
    }

    @Test func githubEscapesWhatWouldEndAValue() {
        let formatter = GitHubAnnotationFormatter(path: "odd, name: 100%.yaml")
        let line = formatter.render(.error(FormatterTestID.yamlSyntax, "50% done\r\nnext: a, b", at: nil))
        #expect(line == "::error file=odd%2C name%3A 100%25.yaml,title=yaml-syntax::50%25 done%0D%0Anext: a, b\n")
    }

    @Test func everyFormatHasItsFormatter() {
        #expect(DiagnosticFormat.text.formatter(path: "a", source: nil) is DiagnosticRenderer)
        #expect(DiagnosticFormat.json.formatter(path: "a", source: nil) is JSONDiagnosticFormatter)
        #expect(DiagnosticFormat.github.formatter(path: "a", source: nil) is GitHubAnnotationFormatter)
    }

    @Test func autoColoursOnlyATerminalThatWantsIt() {
        let terminal = ["TERM": "xterm-256color"]
        #expect(ColorMode.auto.isEnabled(isTerminal: true, environment: terminal))
        #expect(!ColorMode.auto.isEnabled(isTerminal: false, environment: terminal))
        #expect(!ColorMode.auto.isEnabled(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(!ColorMode.auto.isEnabled(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"]))
        #expect(ColorMode.auto.isEnabled(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""]))
        #expect(ColorMode.always.isEnabled(isTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorMode.never.isEnabled(isTerminal: true, environment: terminal))
    }

    @Test func warningsAsErrorsPromotesWarningsOnly() {
        let warning = Diagnostic.warning(LintDiagnosticID.fractionalInset, "x", at: nil)
        #expect(warning.promotedToError.severity == .error)
        #expect(Diagnostic(AnyDiagnosticMessage(.note, FormatterTestID.unreadableFile, "x"), at: nil).promotedToError.severity == .note)
    }
}

/// Ids for the formatting tests, written as the formats print them.
private enum FormatterTestID: String, DiagnosticIDSet {
    case unreadableFile = "unreadable-file"
    case yamlSyntax = "yaml-syntax"
}
