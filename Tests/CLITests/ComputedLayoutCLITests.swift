import Foundation
import ComplayoutTestSupport
import Testing

/// Computed layouts (issue 16, point 5): `count:`/`repeat:` as expressions of the environment and
/// `when` on the data, through the command line.
@Suite struct ComputedLayoutCLITests {
    /// `count: columns(150)` in a vertical layout without safe area: max(1, floor(width / 150)).
    static let columns = """
        layout:
          section:
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(100) }
                count: columns(150)
                subitems:
                  - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
        data: { sections: [6] }

        """

    private func spec(count: String) -> String {
        Self.columns.replacingOccurrences(of: "columns(150)", with: count)
    }

    @Test func theCountFollowsTheWidth() throws {
        try withFiles(["spec.yaml": Self.columns]) { folder in
            let spec = folder.appendingPathComponent("spec.yaml").path
            // 390: floor(390 / 150) = 2 columns of 195 → 3 rows; 768: floor(768 / 150) = 5 columns
            // of 153.6 → 2 rows; 100: max(1, 0) = 1 column → 6 rows.
            let narrow = try complayout("eval", spec, "--format", "table")
            #expect(narrow.output.hasPrefix("content size: 390 × 300\n"), "\(narrow.errors)")
            #expect(try complayout("eval", spec, "--format", "table", "--width", "768").output
                .hasPrefix("content size: 768 × 200\n"))
            #expect(try complayout("eval", spec, "--format", "table", "--width", "100").output
                .hasPrefix("content size: 100 × 600\n"))
            let matrix = try complayout("matrix", spec, "--width", "390,768")
            #expect(matrix.output.contains("s0: 2 per group × 3"))
            #expect(matrix.output.contains("s0: 5 per group × 2"))
        }
    }

    @Test func explainShowsTheEvaluatedExpression() throws {
        try withFiles(["spec.yaml": Self.columns]) { folder in
            let run = try complayout("explain", folder.appendingPathComponent("spec.yaml").path, "--index-path", "0,0")
            #expect(run.output.contains("computed count: columns(150) = max(1, floor(390 / 150)) = 2"), "\(run.output)")
            let safe = try complayout(
                "explain", folder.appendingPathComponent("spec.yaml").path, "--index-path", "0,0", "--safe-area", "0,45,0,45")
            // 390 − 45 − 45 = 300: exactly 2 columns.
            #expect(safe.output.contains("computed count: columns(150) = max(1, floor(300 / 150)) = 2"))
        }
    }

    @Test(arguments: [
        // 390 − 390 = 0.
        ("\"width / (width - 390)\"", "'width / (width - 390)' divides by zero here (390 - 390 is 0)"),
        ("\"width / 100\"", "'width / 100' is 3.9 here, not a whole number; round it with floor(…) or ceil(…)"),
        ("\"width * 100\"", "'width * 100' is 39000 here (390 * 100); a count is 1 to 10000"),
        ("\"0 - width\"", "'0 - width' is -390 here (0 - 390); a count is 1 to 10000"),
    ])
    func aCountWithoutAValueIsAPositionedError(count: String, message: String) throws {
        try withFiles(["spec.yaml": spec(count: count)]) { folder in
            let path = folder.appendingPathComponent("spec.yaml").path
            let run = try complayout("validate", path)
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("\(path):6:16: error: \(message) [computed-count-invalid]"), "\(run.errors)")
        }
    }

    @Test func anotherWidthGivesAValueWhereTheSpecHasNone() throws {
        try withFiles(["spec.yaml": spec(count: "\"width / (width - 390)\"")]) { folder in
            let path = folder.appendingPathComponent("spec.yaml").path
            // 400 / (400 − 390) = 40 columns of 10.
            let run = try complayout("eval", path, "--width", "400", "--format", "table")
            #expect(run.status == 0)
            #expect(run.output.contains("cell           0,1         10  0     10     100  0"), "\(run.output)")
            let matrix = try complayout("matrix", path, "--width", "390,400")
            #expect(matrix.output.contains("[computed-count-invalid]"))
            #expect(matrix.output.contains("s0: 40 per group × 1"))
        }
    }

    @Test(arguments: [
        ("colums(150)", "unknown name 'colums' (did you mean 'columns'?)"),
        ("columns(150", "expected ',' or ')' at character 12, found the end"),
        ("\"max(1)\"", "max(…) takes 2 to 8 arguments, found 1"),
        ("\"width +\"", "expected a number, a name or '(' at character 8, found the end"),
        ("\"" + String(repeating: "(", count: 17) + "1" + String(repeating: ")", count: 17) + "\"",
            "the expression nests more than 16 levels deep"),
        ("\"" + String(repeating: "1 + ", count: 60) + "1\"", "the expression is longer than 200 characters"),
    ])
    func aMalformedExpressionIsRefusedWhereItIsWritten(count: String, message: String) throws {
        try withFiles(["spec.yaml": spec(count: count)]) { folder in
            let path = folder.appendingPathComponent("spec.yaml").path
            let run = try complayout("validate", path)
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("\(path):6:16: error: cannot read "), "\(run.errors)")
            #expect(run.errors.contains(message), "\(run.errors)")
            #expect(run.errors.contains("[malformed-count-expression]"))
        }
    }

    @Test func swiftRefusesWhatItCannotWrite() throws {
        try withFiles(["spec.yaml": Self.columns]) { folder in
            let path = folder.appendingPathComponent("spec.yaml").path
            let run = try complayout("swift", path)
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errors.hasPrefix("\(path):6:16: error: a computed count ('columns(150)') cannot be written in Swift yet"))
        }
    }

    @Test func whenOnTheDataChoosesPerSection() throws {
        let spec = """
            layout:
              section:
                - when: { empty: true }
                  group: { horizontal: { size: { width: fractionalWidth(1), height: absolute(300) }, subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ] } }
                - when: { maxItems: 2 }
                  group: { horizontal: { size: { width: fractionalWidth(1), height: absolute(100) }, subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ] } }
            data: { sections: [2, 0, 3] }

            """
        try withFiles(["spec.yaml": spec]) { folder in
            let path = folder.appendingPathComponent("spec.yaml").path
            let run = try complayout("validate", path)
            #expect(run.status == 2)
            // Section 2 has 3 items: neither alternative holds; the message names the count.
            #expect(run.errors.contains(
                "no alternative of section 2 matches the environment (width 390, height 844, horizontalSizeClass compact, "
                    + "verticalSizeClass regular, layoutDirection leftToRight, items 3): alternative 1 needs empty true; "
                    + "alternative 2 needs maxItems 2"), "\(run.errors)")
            // Without section 2: 2 rows of 100, and the empty section takes no space (iOS 17).
            let fits = try ProcessRun.complayout(
                arguments: ["eval", "-", "--format", "table"], input: spec.replacingOccurrences(of: "[2, 0, 3]", with: "[2, 0]"))
            #expect(fits.output.hasPrefix("content size: 390 × 200\n"), "\(fits.errors)")
        }
    }
}
