import ComplayoutAnalysis
import Testing

/// Error cases: `expect: { error, line, id }` matches by message, line and id.
@Suite struct ErrorExpectationTests {
    /// A file with one mistake on line 6 (`sise`), and `expect:` written by `expect`.
    private func outcome(_ expect: String) -> CaseResult.Outcome {
        let text = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems: [{ item: { sise: { width: absolute(1), height: absolute(1) } } }]
            \(expect)
            """
        return ConformanceRunner().run(text: text, path: "case.yaml").outcome
    }

    @Test func theRightIDPasses() {
        #expect(outcome(#"expect: { error: "unknown key 'sise'", line: 6, id: unknown-key }"#) == .passed)
    }

    @Test func anotherIDFails() {
        #expect(outcome(#"expect: { error: "unknown key 'sise'", line: 6, id: missing-key }"#) == .failed([
            "expected an error [missing-key] containing \"unknown key 'sise'\" on line 6, got: 6:30: error: "
                + "unknown key 'sise' in item; did you mean 'size'? [unknown-key]"
        ]))
    }

    @Test func anUnknownIDIsCalledOut() {
        guard case .failed(let reasons) = outcome(#"expect: { error: "sise", id: unknown-keys }"#) else {
            Issue.record("the case passed")
            return
        }
        #expect(reasons.last == "'unknown-keys' is not a diagnostic id; did you mean 'unknown-key'?")
    }

    @Test func theErrorsOfAFailedCaseAreKept() {
        let result = ConformanceRunner().run(text: "layout: [1, 2]\n", path: "case.yaml")
        #expect(result.diagnostics.map(\.id) == ["wrong-type"])
    }

    @Test func idAppliesOnlyToTheErrorForm() {
        let text = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems: [{ item: { size: { width: absolute(1), height: absolute(1) } } }]
            expect: { elements: [], id: unknown-key }
            """
        guard case .failed(let reasons) = ConformanceRunner().run(text: text, path: "case.yaml").outcome else {
            Issue.record("the case passed")
            return
        }
        #expect(reasons.first?.contains("'id' applies only to an expected error [invalid-expectation]") == true)
    }
}
