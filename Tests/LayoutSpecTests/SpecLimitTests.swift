import ComplayoutDiagnostics
import ComplayoutSpec
import Testing

/// `SpecLimits` as options: each bound is the one passed, not a constant.
@Suite struct SpecLimitTests {
    static let twoNestedGroups = """
        layout:
          section:
            group:
              vertical:
                size: { width: fractionalWidth(1), height: absolute(100) }
                count: 3
                subitems:
                  - group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(10) }
                        subitems:
                          - item: { size: { width: absolute(10), height: fractionalHeight(1) } }
        data:
          sections: [12]
        """

    func diagnostics(_ text: String, _ limits: SpecLimits) -> [Diagnostic] {
        do {
            _ = try SpecLoader.load(text, limits: limits)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func groupDepthIsAnOption() {
        #expect(diagnostics(Self.twoNestedGroups, SpecLimits(maxGroupDepth: 2)).isEmpty)
        let found = diagnostics(Self.twoNestedGroups, SpecLimits(maxGroupDepth: 1))
        #expect(found.map(\.id) == ["group-nesting-too-deep"])
        #expect(found.first?.message == "groups nest more than 1 levels deep")
        // The inner group's kind key, indented 14 spaces.
        #expect(found.first?.range?.start == SourcePosition(line: 9, column: 15))
    }

    @Test func countAndItemLimitsAreOptions() {
        let found = diagnostics(Self.twoNestedGroups, SpecLimits(maxGroupCount: 2, maxItemCount: 11))
        #expect(found.map(\.id) == ["count-too-large", "item-count-too-large"])
        #expect(found.first?.message == "'count' is 3; the largest supported is 2")
        #expect(found.last?.message == "item count 12 is too large; the largest supported is 11")
    }

    @Test func errorsPastTheLimitAreCut() {
        // Six mistakes in reading order: the empty layout's missing key, then five unknown keys, one
        // a line. A limit of 2 keeps the first two found and closes the list at the third, extra2.
        let text = "layout: {}\n" + (1...5).map { "extra\($0): 0\n" }.joined()
        let found = diagnostics(text, SpecLimits(maxErrors: 2))
        #expect(found.map(\.id) == ["missing-key", "unknown-key", "too-many-errors"])
        #expect(found.last?.message == "more than 2 errors; the rest are not reported")
        #expect(found.last?.range?.start == SourcePosition(line: 3, column: 1))
    }
}
