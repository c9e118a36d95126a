import Foundation
import ComplayoutTestSupport
import Testing

/// Lint parity and silent answers (issue 16, point 6): every command that evaluates prints the
/// same warnings; an unknown `--kind` is an error with a suggestion; common synonyms are suggested.
@Suite struct LintParityCLITests {
    /// Section 0, in a 320-point container, has a 400-point group of
    /// 100-point estimated items; item 1 measures 500 wide, so its instance is solved again with
    /// cells at 0…100, 100…600 and 600…700 — item 1 (measured) and item 2 stick out of the
    /// 320-point container. Section 1 scrolls orthogonally, so its 200-point group is not checked.
    /// Content height: header 40 + row 50 + carousel 50 = 140 < 600, so every contentOffset.y but
    /// 0 lies beyond the content.
    static let spec = """
        environment:
          container: { width: 320, height: 600 }
          contentOffset: { x: 0, y: 5000 }
        layout:
          sections:
            - boundarySupplementaryItems:
                - kind: header
                  size: { width: fractionalWidth(1), height: absolute(40) }
                  alignment: top
              decorationItems:
                - background: card
              group:
                horizontal:
                  size: { width: absolute(400), height: estimated(50) }
                  subitems: [ { item: { size: { width: estimated(100), height: estimated(50) } } } ]
            - orthogonalScrollingBehavior: continuous
              group:
                horizontal:
                  size: { width: absolute(200), height: absolute(50) }
                  subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ]
        data:
          sections:
            - items: 3
              sizes:
                1: { width: 500 }
            - 4

        """

    static let warningIDs = [
        "content-offset-beyond-content", "cell-outside-container", "measured-cell-outside-container",
    ]

    /// The ids of the warnings in `errors`, in order.
    private func warnings(in errors: String) -> [String] {
        errors.split(separator: "\n").filter { $0.contains(": warning: ") }.compactMap { line in
            line.split(separator: "[").last.map { String($0.dropLast()) }
        }
    }

    @Test func everyEvaluatingCommandPrintsTheSameWarnings() throws {
        try withFiles(["spec.yaml": Self.spec]) { folder in
            let spec = folder.appendingPathComponent("spec.yaml").path
            for arguments in [
                ["validate", spec], ["eval", spec], ["query", spec, "--rect", "0,0,10,10"],
                ["explain", spec, "--index-path", "0,0"], ["render", spec], ["matrix", spec],
                ["scroll-targets", spec, "--section", "1"],
            ] {
                let run = try complayout(arguments: arguments)
                #expect(run.status == 0, "\(arguments): \(run.errors)")
                #expect(warnings(in: run.errors) == Self.warningIDs, "\(arguments)")
                #expect(run.errors.contains("\(spec):3:18: warning: contentOffset lies beyond the content"), "\(arguments)")
            }
            // Two layouts, each linted, of one file: each warning at its place once, not twice.
            for arguments in [
                ["transition", spec, spec, "--progress", "0.5"], ["diff", spec, spec],
                ["render", spec, "--transition", spec],
            ] {
                let run = try complayout(arguments: arguments)
                #expect(run.status == 0, "\(arguments): \(run.errors)")
                #expect(warnings(in: run.errors) == Self.warningIDs, "\(arguments)")
            }
            // Two files with the same warnings: each file's are printed, under its own path.
            try Self.spec.write(to: folder.appendingPathComponent("copy.yaml"), atomically: true, encoding: .utf8)
            let copy = folder.appendingPathComponent("copy.yaml").path
            let run = try complayout("diff", spec, copy)
            #expect(warnings(in: run.errors).count == 2 * Self.warningIDs.count, "\(run.errors)")
            #expect(run.errors.contains("\(copy):3:18: warning: contentOffset lies beyond the content"))
        }
    }

    @Test func theWarningsSayWhereAndWhy() throws {
        try withFiles(["spec.yaml": Self.spec]) { folder in
            let spec = folder.appendingPathComponent("spec.yaml").path
            let errors = try complayout("validate", spec).errors
            // At the root group of section 0 (line 13, `horizontal:`), and at item 1's entry in `sizes`.
            #expect(errors.contains(
                "\(spec):13:9: warning: item 2 of section 0 spans 600…700 across the scroll axis, outside the container's width 320"))
            #expect(errors.contains(
                "\(spec):25:9: warning: the measured size of item 1 of section 0 puts it outside the container: it spans 100…600"))
            // 140 - 600 < 0: the only resting y is 0.
            #expect(errors.contains("y 5000 is outside 0…0, where a scroll view with content height 140 rests (F4)"))
        }
    }

    @Test func warningsAsErrorsFailEveryCommandThatTakesIt() throws {
        try withFiles(["spec.yaml": Self.spec]) { folder in
            let spec = folder.appendingPathComponent("spec.yaml").path
            for arguments in [["validate", spec], ["eval", spec], ["query", spec, "--index-path", "0,0"]] {
                let run = try complayout(arguments: arguments + ["--warnings-as-errors"])
                #expect(run.status == 2, "\(arguments)")
                #expect(run.output.isEmpty)
                #expect(run.errors.contains("error: item 2 of section 0 spans 600…700"), "\(arguments)")
            }
        }
    }

    @Test func matrixPrintsEachWarningOnceAndListsItPerEnvironment() throws {
        try withFiles(["spec.yaml": Self.spec]) { folder in
            let spec = folder.appendingPathComponent("spec.yaml").path
            // 320 and 330 overflow alike (item 2 ends at 700); 1000 fits every cell.
            let run = try complayout("matrix", spec, "--width", "320,330,1000")
            #expect(run.status == 0)
            #expect(warnings(in: run.errors).filter { $0 == "content-offset-beyond-content" }.count == 1)
            #expect(warnings(in: run.errors).filter { $0 == "cell-outside-container" }.count == 2)  // two widths, two messages
            let rows = run.output.split(separator: "\n").dropFirst()
            #expect(rows.map { $0.contains("[cell-outside-container]") } == [true, true, false])
        }
    }

    @Test func aContentOffsetFromTheCommandLineHasNoPosition() throws {
        try withFiles(["spec.yaml": Self.spec]) { folder in
            let spec = folder.appendingPathComponent("spec.yaml").path
            let run = try complayout("eval", spec, "--content-offset", "0,900")
            #expect(run.errors.contains("\(spec): warning: contentOffset lies beyond the content: y 900 is outside 0…0"))
            // Inside: x 0…80 (content width 400 less 320), y 0.
            #expect(!(try complayout("eval", spec, "--content-offset", "80,0").errors.contains("contentOffset")))
        }
    }

    @Test func warningsAboutDataAndEnvironmentFilesArePrintedUnderTheirPaths() throws {
        try withFiles([
            "spec.yaml": Self.spec,
            // Item 2 measures 700: 200…900 in a 320-point container.
            "data.yaml": "sections:\n  - items: 3\n    sizes:\n      2: { width: 700 }\n  - 4\n",
            "environment.yaml": "container: { width: 320, height: 600 }\ncontentOffset: { x: 0, y: 900 }\n",
        ]) { folder in
            let spec = folder.appendingPathComponent("spec.yaml").path
            let data = folder.appendingPathComponent("data.yaml").path
            let environment = folder.appendingPathComponent("environment.yaml").path
            let run = try complayout("eval", spec, "--data", data, "--environment", environment)
            #expect(run.status == 0)
            #expect(run.errors.contains(
                "\(data):4:7: warning: the measured size of item 2 of section 0 puts it outside the container: it spans 200…900"))
            #expect(run.errors.contains("\(environment):2:16: warning: contentOffset lies beyond the content: y 900"))
            #expect(!run.errors.contains("\(spec):25:9"))
            // The data file's item 1 is unmeasured: 100…200 fits, and so does the rest of the instance.
            #expect(!run.errors.contains("[cell-outside-container]"))
        }
    }

    @Test func anUnknownKindIsAnErrorWithASuggestion() throws {
        try withFiles(["spec.yaml": Self.spec]) { folder in
            let spec = folder.appendingPathComponent("spec.yaml").path
            for arguments in [
                ["query", spec, "--rect", "0,0,400,400", "--kind", "heder"],
                ["query", spec, "--index-path", "0,0", "--kind", "heder"],
                ["explain", spec, "--index-path", "0,0", "--kind", "heder"],
            ] {
                let run = try complayout(arguments: arguments)
                #expect(run.status == 2, "\(arguments)")
                #expect(run.output.isEmpty)
                #expect(run.errors.contains(
                    "\(spec): error: the layout has no supplementary of kind 'heder'; did you mean 'header'? [unknown-element-kind]"),
                    "\(arguments)")
            }
            let decoration = try complayout("query", spec, "--index-path", "0,0", "--kind", "card")
            #expect(decoration.errors.contains("'card' is a decoration: give --category decoration"))
            let none = try complayout("query", spec, "--index-path", "0,0", "--kind", "zzzzzz", "--category", "decoration")
            #expect(none.errors.contains("the layout has no decoration of kind 'zzzzzz'; its kinds are 'card'"))
        }
    }

    @Test func aRectangleWithAKindListsOnlyThatKind() throws {
        try withFiles(["spec.yaml": Self.spec]) { folder in
            let spec = folder.appendingPathComponent("spec.yaml").path
            let headers = try complayout("query", spec, "--rect", "0,0,400,400", "--kind", "header")
            #expect(headers.status == 0)
            #expect(headers.output.components(separatedBy: #""category""#).count == 2)
            #expect(headers.output.contains(#""kind": "header""#))
            let backgrounds = try complayout("query", spec, "--rect", "0,0,400,400", "--category", "decoration")
            #expect(backgrounds.output.components(separatedBy: #""category": "decoration""#).count == 2)  // section 0's
            #expect(!backgrounds.output.contains(#""category": "cell""#))
        }
    }

    @Test(arguments: [
        ("section", "pinned: true", "in boundary supplementary item; did you mean 'pinToVisibleBounds'?"),
        ("section", "- cell: {}", "in subitems entry; did you mean 'item'?"),
        ("section", "spacing: 8", "in section; did you mean 'interGroupSpacing'?"),
        ("group", "spacing: fixed(8)", "in group; did you mean 'interItemSpacing'?"),
        ("section", "insets: { top: 8 }", "in section; did you mean 'contentInsets'?"),
        ("section", "headers: []", "in section; did you mean 'boundarySupplementaryItems'?"),
        ("section", "background: card", "in section; did you mean 'decorationItems'?"),
        ("item", "edgeInsets: { top: 1 }", "in item; did you mean 'contentInsets'?"),
    ])
    func synonymsAreSuggested(place: String, line: String, message: String) throws {
        let spec: String
        switch (place, line) {
        case (_, "pinned: true"):
            spec = """
                layout:
                  section:
                    boundarySupplementaryItems:
                      - { kind: header, size: { width: fractionalWidth(1), height: absolute(40) }, alignment: top, \(line) }
                    group: { horizontal: { size: { width: fractionalWidth(1), height: absolute(50) }, subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ] } }
                """
        case (_, "- cell: {}"):
            spec = """
                layout:
                  section:
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(50) }
                        subitems:
                          \(line)
                """
        case ("group", _):
            spec = """
                layout:
                  section:
                    group:
                      horizontal:
                        \(line)
                        size: { width: fractionalWidth(1), height: absolute(50) }
                        subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ]
                """
        case ("item", _):
            spec = """
                layout:
                  section:
                    group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(50) }
                        subitems: [ { item: { \(line), size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ]
                """
        default:
            spec = """
                layout:
                  section:
                    \(line)
                    group: { horizontal: { size: { width: fractionalWidth(1), height: absolute(50) }, subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ] } }
                """
        }
        let run = try ProcessRun.complayout(arguments: ["validate", "-"], input: spec + "\n")
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
    }
}
