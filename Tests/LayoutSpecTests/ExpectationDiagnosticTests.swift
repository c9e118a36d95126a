import ComplayoutDiagnostics
import ComplayoutSpec
import Testing

/// `expect:` blocks: required keys and `invalid-expectation`.
@Suite struct ExpectationDiagnosticTests {
    private func spec(expect: String) -> String {
        specWithSection(simpleGroup) + "\nexpect:\n" + expect
    }

    @Test func zIndexIsOptional() throws {
        let file = try #require(
            loadSpec(spec(expect: "  elements:\n    - { category: cell, indexPath: [0, 0], frame: { x: 0, y: 0, width: 1, height: 1 } }")))
        guard case .layout(let expected) = file.expectation else {
            Issue.record("expected a layout expectation")
            return
        }
        #expect(expected.elements.map(\.zIndex) == [nil])
    }

    @Test func kindIsRequiredForSupplementaries() {
        expectDiagnostic(
            spec(expect: "  elements:\n    - 1️⃣{ category: supplementary, indexPath: [0, 0], frame: { x: 0, y: 0, width: 1, height: 1 }, zIndex: 1 }"),
            "missing-key", "missing required key 'kind' in expected element (supplementary elements need one)")
    }

    @Test func kindIsForbiddenForCells() {
        expectDiagnostic(
            spec(expect: "  elements:\n    - { category: cell, 1️⃣kind: x, indexPath: [0, 0], frame: { x: 0, y: 0, width: 1, height: 1 }, zIndex: 0 }"),
            "invalid-expectation", "a cell has no 'kind'; remove it, or use category 'supplementary' or 'decoration'")
    }

    @Test func unknownCategory() {
        expectDiagnostic(
            spec(expect: "  elements:\n    - { category: 1️⃣cel, indexPath: [0, 0], frame: { x: 0, y: 0, width: 1, height: 1 }, zIndex: 0 }"),
            "invalid-value", "invalid value 'cel' for 'category'; did you mean 'cell'?")
    }

    @Test func indexPathLength() {
        expectDiagnostic(
            spec(expect: "  elements:\n    - { category: cell, indexPath: 1️⃣[0], frame: { x: 0, y: 0, width: 1, height: 1 }, zIndex: 0 }"),
            "invalid-expectation", "the indexPath of a cell needs 2 entries ([section, item]), found 1")
        expectDiagnostic(
            spec(expect: "  elements:\n    - { category: supplementary, kind: h, indexPath: 1️⃣[0, 0, 0], frame: { x: 0, y: 0, width: 1, height: 1 }, zIndex: 0 }"),
            "invalid-expectation", "the indexPath of a supplementary needs 1 (layout-level) or 2 entries, found 3")
    }

    @Test func negativeIndex() {
        expectDiagnostic(
            spec(expect: "  elements:\n    - { category: cell, indexPath: [0, 1️⃣-1], frame: { x: 0, y: 0, width: 1, height: 1 }, zIndex: 0 }"),
            "negative-value", "expected a non-negative integer for an entry of 'indexPath', found -1")
    }

    @Test func elementsRequiredUnlessPartial() {
        expectDiagnostic(
            spec(expect: "  1️⃣contentSize: { width: 1, height: 1 }"), "missing-key",
            "missing required key 'elements' in expect (or 'error' for an error case; 'partial: true' checks only what is listed)")
    }

    @Test func errorWithLayoutKeys() {
        expectDiagnostic(
            spec(expect: "  error: boom\n  1️⃣elements: []"), "invalid-expectation",
            "'elements' cannot be combined with 'error' in expect; an error case expects no layout")
    }

    @Test func passIsInitialOrFinal() {
        expectDiagnostic(
            spec(expect: "  pass: 1️⃣intial\n  elements: []"), "invalid-value",
            "invalid value 'intial' for 'pass'; did you mean 'initial'?")
        expectDiagnostic(
            spec(expect: "  error: boom\n  1️⃣pass: initial"), "invalid-expectation",
            "'pass' cannot be combined with 'error' in expect; an error case expects no layout")
    }

    @Test func lineOnlyForErrors() {
        expectDiagnostic(
            spec(expect: "  elements: []\n  1️⃣line: 3"), "invalid-expectation", "'line' applies only to an expected error")
    }

    @Test func lineIsPositive() {
        expectDiagnostic(
            spec(expect: "  error: boom\n  line: 1️⃣0"), "invalid-value", "expected a positive integer for 'line', found 0")
    }
}
