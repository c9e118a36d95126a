import ComplayoutTestSupport
import ComplayoutDiagnostics
import Testing
import ComplayoutYAML

@Suite struct LimitTests {
    /// Ten levels of ten aliases each: 10^10 nodes if expanded.
    static let billionLaughs: String = {
        var lines = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("l\(level): &l\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func billionLaughsIsRefused() {
        let found = diagnostics(Self.billionLaughs)
        #expect(found.map(\.id) == ["alias-expansion-too-large"])
        #expect(found.first?.message == "this alias expands the document past 250000 nodes")
        // Level k weighs 1 + 10 × level k-1, from 11 at level 0. Before level 5's aliases the root,
        // five keys, levels 0–4 (123,455) and level 5's key and sequence count 123,463; each alias
        // adds 111,111, so the 2nd (column 15) is the first past 250,000.
        #expect(found.first?.range?.start == SourcePosition(line: 6, column: 15))
    }

    /// Nothing is expanded: the count is reached from the anchors' weights. (How long it takes is
    /// measured on the built binary by Tests/HostileInputTests, not here.)
    @Test func billionLaughsIsRefusedWithAGenerousLimitToo() {
        let found = diagnostics(Self.billionLaughs, limits: YAMLLimits(maxExpandedNodes: 1_000_000_000))
        #expect(found.map(\.id) == ["alias-expansion-too-large"])
        // Level 8 (line 9) weighs 1,111,111,111 nodes.
        #expect(found.first?.range?.start == SourcePosition(line: 9, column: 45))
    }

    @Test func expansionJustUnderTheLimitLoads() {
        // Root mapping (1) + key (1) + sequence (1) + 2 scalars = 5; then key (1) + alias (3) = 9.
        let text = "a: &a [x, y]\nb: *a\n"
        #expect(diagnostics(text, limits: YAMLLimits(maxExpandedNodes: 9)).isEmpty)
        let found = diagnostics(text, limits: YAMLLimits(maxExpandedNodes: 8))
        #expect(found.map(\.id) == ["alias-expansion-too-large"])
        #expect(found.first?.range == SourceRange(start: SourcePosition(line: 2, column: 4), end: SourcePosition(line: 2, column: 6)))
    }

    @Test func tooManyNodesWithoutAliases() {
        let found = diagnostics("[1, 2, 3, 4]", limits: YAMLLimits(maxExpandedNodes: 4))
        #expect(found.map(\.id) == ["too-many-nodes"])
        #expect(found.first?.range?.start == SourcePosition(line: 1, column: 11))
    }

    @Test func nestingDeeperThanTheLimitStopsAtTheCrossingNode() {
        let depth = 200
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let found = diagnostics(text)
        #expect(found.map(\.id) == ["nesting-too-deep"])
        #expect(found.first?.message == "sequences and mappings nest more than 128 levels deep")
        #expect(found.first?.range?.start == SourcePosition(line: 1, column: 129))
        #expect(diagnostics(String(repeating: "[", count: 128) + String(repeating: "]", count: 128)).isEmpty)
    }

    @Test func blockNestingLimit() {
        let source = MarkedSource("a:\n  b:\n    1️⃣c: 1\n")
        let limits = YAMLLimits(maxDepth: 2)
        let found = diagnostics(source.text, limits: limits)
        #expect(found.map(\.id) == ["nesting-too-deep"])
        #expect(found.first?.range?.start == source[1])
    }

    @Test func veryDeepInputStopsAtTheLimit() {
        let found = diagnostics(String(repeating: "[", count: 1_000_000))
        #expect(found.map(\.id) == ["nesting-too-deep"])
        #expect(found.first?.range?.start == SourcePosition(line: 1, column: 129))
    }

    @Test func fileLargerThanMaxBytesIsRefused() {
        let found = diagnostics("a: 12345\n", limits: YAMLLimits(maxBytes: 8))
        #expect(found.map(\.id) == ["file-too-large"])
        #expect(found.first?.message == "the file is longer than the limit of 8 bytes; this is the first byte past it")
        #expect(found.first?.range?.start == SourcePosition(line: 1, column: 9))
        #expect(diagnostics("a: 1234\n", limits: YAMLLimits(maxBytes: 8)).isEmpty)
    }
}

@Suite struct AliasNestingAndErrorLimitTests {
    @Test func anAliasNestsAsDeepAsItsAnchorsSubtree() {
        // a is 2 levels deep; under b's sequence (level 2 of the root mapping's value) the alias
        // reaches 2 + 2 = 4 levels: more than 3.
        let source = MarkedSource("a: &a [[x]]\nb: [1️⃣*a]\n")
        let found = diagnostics(source.text, limits: YAMLLimits(maxDepth: 3))
        #expect(found.map(\.id) == ["nesting-too-deep"])
        #expect(found.first?.range?.start == source[1])
        #expect(diagnostics(source.text, limits: YAMLLimits(maxDepth: 4)).isEmpty)
    }

    @Test func duplicateKeysStopAtTheErrorLimit() {
        let text = "{" + Array(repeating: "k: 0", count: 10).joined(separator: ", ") + "}"
        let found = diagnostics(text, limits: YAMLLimits(maxErrors: 3))
        #expect(found.map(\.id) == ["duplicate-key", "duplicate-key", "duplicate-key", "too-many-errors"])
        #expect(found.last?.message == "more than 3 errors; the rest are not reported")
        // "{k: 0, " is 7 characters: the fifth key (the 4th duplicate) is at column 2 + 4 × 6 = 26.
        #expect(found.last?.range?.start == SourcePosition(line: 1, column: 26))
    }
}
