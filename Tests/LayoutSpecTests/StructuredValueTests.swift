import ComplayoutTestSupport
import ComplayoutModel
import ComplayoutSpec
import Testing

/// Dimensions and spacings in the structured form a JSON producer writes, and exact fractions.
@Suite struct StructuredValueTests {
    /// A group of one item whose width and the group's spacing are written as given.
    private func spec(width: String, spacing: String = "0") -> String {
        """
        layout:
          section:
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(44) }
                interItemSpacing: \(spacing)
                subitems:
                  - item: { size: { width: \(width), height: fractionalHeight(1) } }
        """
    }

    @Test(arguments: [
        ("{ fractionalWidth: 0.5 }", LayoutDimension.fractionalWidth(0.5)),
        ("{ absolute: 44 }", .absolute(44)),
        ("{ estimated: 44 }", .estimated(44)),
        ("{ fractionalHeight: 1 }", .fractionalHeight(1)),
        ("{ uniformAcrossSiblings: 60 }", .uniformAcrossSiblings(estimate: 60)),
        ("{ \"fractionalWidth\": \"1/3\" }", .fractionalWidth(1.0 / 3.0)),
        ("{ fractionalWidth: 1/3 }", .fractionalWidth(1.0 / 3.0)),
        ("fractionalWidth(1/3)", .fractionalWidth(1.0 / 3.0)),
        ("fractionalWidth( 2 / 3 )", .fractionalWidth(2.0 / 3.0)),
        ("fractionalHeight(1/4)", .fractionalHeight(0.25)),
    ])
    func structuredDimensionsAndFractions(text: String, dimension: LayoutDimension) {
        #expect(firstItem(loadSpec(spec(width: text)))?.size.width == dimension)
    }

    @Test func structuredSpacing() {
        #expect(rootGroup(loadSpec(spec(width: "fractionalWidth(0.5)", spacing: "{ flexible: 8 }")))?.interItemSpacing == .flexible(8))
    }

    @Test func oneThirdIsExactlyTheDoubleNearestAThird() {
        // 1/3 floors differently from 0.3333: 390 × 1/3 = 130, 390 × 0.3333 = 129.987.
        #expect(firstItem(loadSpec(spec(width: "fractionalWidth(1/3)")))?.size.width != .fractionalWidth(0.3333))
    }

    @Test func structuredErrorsHavePositions() {
        expectDiagnostics(
            """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: { 1️⃣fractionalWidt: 1 }, height: 2️⃣{ absolute: 44, estimated: 3 } }
                    interItemSpacing: { fixed: 3️⃣abc }
                    subitems:
                      - item: { size: { width: { absolute: 4️⃣"1/2" }, height: { fractionalHeight: 5️⃣-1 } } }
            """,
            [
                Expected(
                    "invalid-value", "unknown dimension 'fractionalWidt' for 'width'; did you mean 'fractionalWidth'?",
                    at: "1️⃣"),
                Expected(
                    "malformed-value",
                    "a dimension written as a mapping has exactly one key, its name, such as { absolute: 44 }, for 'height'; found 2 keys",
                    at: "2️⃣"),
                Expected("wrong-type", "expected a number for 'fixed' in 'interItemSpacing', found 'abc'", at: "3️⃣"),
                Expected("wrong-type", "expected a number for 'absolute' in 'width', found the quoted string \"1/2\"", at: "4️⃣"),
                Expected(
                    "negative-value", "expected a non-negative number for 'fractionalHeight' in 'height', found -1",
                    at: "5️⃣"),
            ])
    }

    @Test func aFractionNeedsANonZeroDenominator() {
        expectDiagnostic(
            spec(width: "fractionalWidth(1/0)").replacingOccurrences(of: "width: fractionalWidth(1/0)", with: "width: 1️⃣fractionalWidth(1/0)"),
            "malformed-value", "expected a number inside 'fractionalWidth(…)' for 'width', found '1/0'")
        expectDiagnostic(
            spec(width: "absolute(1/2)").replacingOccurrences(of: "width: absolute(1/2)", with: "width: 1️⃣absolute(1/2)"),
            "malformed-value", "expected a number inside 'absolute(…)' for 'width', found '1/2'")
    }
}
