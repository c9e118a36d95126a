import ComplayoutAnalysis
import Testing

/// Layout cases: an unwritten zIndex is not checked, and `knownGap` turns a documented
/// disagreement into its own outcome.
@Suite struct LayoutExpectationTests {
    /// One 100 × 50 cell at the origin of a 100-wide container, and `expect:` written by `expect`.
    private func outcome(_ expect: String) -> CaseResult.Outcome {
        let text = """
            environment: { container: { width: 100, height: 400 } }
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(50) }
                    subitems: [{ item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } }]
            data: { sections: [1] }
            \(expect)
            """
        return ConformanceRunner().run(text: text, path: "case.yaml").outcome
    }

    private let cell = "{ category: cell, indexPath: [0, 0], frame: { x: 0, y: 0, width: 100, height: 50 }"

    @Test func anUnwrittenZIndexIsNotChecked() {
        #expect(outcome("expect: { elements: [ \(cell) } ] }") == .passed)
    }

    @Test func aWrittenZIndexIsChecked() {
        #expect(outcome("expect: { elements: [ \(cell), zIndex: 3 } ] }") == .failed([
            "cell [0, 0]: expected zIndex 3, got 0"
        ]))
    }

    @Test func aKnownGapThatStillDisagreesIsReportedApart() {
        let wrongCell = "{ category: cell, indexPath: [0, 0], frame: { x: 0, y: 0, width: 99, height: 50 } }"
        #expect(outcome("expect: { knownGap: \"UIKit gives 99\", elements: [ \(wrongCell) ] }") == .knownGap(
            reason: "UIKit gives 99", mismatches: ["cell [0, 0]: expected (0, 0, 99, 50), got (0, 0, 100, 50)"]))
    }

    @Test func aKnownGapThatNoLongerDisagreesFails() {
        #expect(outcome("expect: { knownGap: \"fixed since\", elements: [ \(cell) } ] }") == .failed([
            "marked knownGap, but the layout now agrees with the expectation: remove knownGap"
        ]))
    }
}
