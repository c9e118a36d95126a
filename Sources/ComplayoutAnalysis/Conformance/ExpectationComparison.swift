import ComplayoutEngine
import ComplayoutModel

/// Compares an evaluated layout with a case's expected layout, element by element.
struct ExpectationComparison {
    var expected: ExpectedLayout
    var actual: EvaluatedLayout

    /// One sentence per disagreement; empty when the layout is as expected.
    func mismatches() -> [String] {
        var problems: [String] = []
        let tolerance = ConformanceRunner.tolerance
        if let size = expected.contentSize, !close(size, actual.contentSize, tolerance) {
            problems.append(
                "contentSize: expected \(text(size)), got \(text(actual.contentSize))")
        }
        var expectedByKey: [ElementKey: ExpectedElement] = [:]
        for element in expected.elements {
            if expectedByKey.updateValue(element, forKey: element.key) != nil {
                problems.append("\(element.key): listed twice in expect")
            }
        }
        if expected.partial {
            // Only the listed elements matter: look each one up instead of walking the layout.
            for wanted in expected.elements {
                compare(wanted, with: actual.attributes(for: wanted.key), into: &problems)
            }
        } else {
            var seen = Set<ElementKey>()
            for element in actual.elements {
                seen.insert(element.key)
                if let wanted = expectedByKey[element.key] {
                    compare(wanted, with: element, into: &problems)
                } else {
                    problems.append("\(element.key): not expected, got \(text(element.frame))")
                }
            }
            for element in expected.elements where !seen.contains(element.key) {
                compare(element, with: nil, into: &problems)
            }
        }
        return problems
    }

    private func compare(_ wanted: ExpectedElement, with element: LayoutAttributes?, into problems: inout [String]) {
        guard let element else {
            problems.append("\(wanted.key): expected \(text(wanted.frame)), but the layout has no such element")
            return
        }
        if !wanted.frame.isClose(to: element.frame, within: ConformanceRunner.tolerance) {
            problems.append("\(wanted.key): expected \(text(wanted.frame)), got \(text(element.frame))")
        }
        if let zIndex = wanted.zIndex, zIndex != element.zIndex {
            problems.append("\(wanted.key): expected zIndex \(zIndex), got \(element.zIndex)")
        }
    }

    private func close(_ a: Size, _ b: Size, _ tolerance: Double) -> Bool {
        abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    private func text(_ rect: Rect) -> String {
        "(\(rect.x.plainText), \(rect.y.plainText), \(rect.width.plainText), \(rect.height.plainText))"
    }

    private func text(_ size: Size) -> String { "(\(size.width.plainText), \(size.height.plainText))" }
}
