import Foundation
import ComplayoutTestSupport
import Testing

/// Many files in one process, and the differences between two layouts.
@Suite struct BatchAndDiffCLITests {
    static let grid = "Specs/examples/photo-grid.yaml"
    static let magazine = "Specs/examples/magazine.yaml"

    @Test func manyFilesAreOneJSONLinesStreamNamingTheFileOnEachRecord() throws {
        let run = try complayout("eval", Self.grid, Self.magazine)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 + 8 + 1 + 7)
        #expect(lines[0] == #"{ "formatVersion": 1, "file": "Specs/examples/photo-grid.yaml", "contentSize": { "width": 390, "height": 760 } }"#)
        #expect(lines[1].hasPrefix(#"{ "file": "Specs/examples/photo-grid.yaml", "category": "cell", "indexPath": [0, 0], "#))
        #expect(lines[9].hasPrefix(#"{ "formatVersion": 1, "file": "Specs/examples/magazine.yaml""#))
        for line in lines {
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(record["file"] is String)
        }
        // Each file's elements are those of eval alone.
        let alone = try complayout("eval", Self.magazine, "--format", "jsonl").output.split(separator: "\n")
        #expect(lines[10...].map { $0.replacingOccurrences(of: #""file": "Specs/examples/magazine.yaml", "#, with: "") }
            == alone.dropFirst().map(String.init))
    }

    @Test func patternsAreExpandedAndAFileWithErrorsDoesNotStopTheOthers() throws {
        let run = try complayout("eval", "Specs/examples/mag*.yaml", "Specs/conformance/errors/three-mistakes.yaml", Self.grid)
        #expect(run.status == 2)
        let files = Set(run.output.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["file"] as? String
        })
        #expect(files == [Self.magazine, Self.grid])
        #expect(run.errors.contains("three-mistakes.yaml:10:9: error: unknown key 'sise'"))
        #expect(try complayout("eval", Self.grid, Self.magazine, "--format", "table").status == 2)
        #expect(try complayout("eval", Self.grid, Self.magazine, "--format", "jsonl").status == 0)
    }

    @Test func diffAgainstAnotherWidthListsTheChangedFrames() throws {
        let run = try complayout("diff", Self.grid, "--against-width", "414")
        #expect(run.status == 1)
        #expect(
            run.output == """
                A: Specs/examples/photo-grid.yaml — content 390 × 760
                B: Specs/examples/photo-grid.yaml (width 414) — content 414 × 760
                changed  cell [0, 3]: (4, 258, 124.667, 120) → (4, 258, 132.667, 120)
                changed  cell [0, 4]: (132.667, 258, 124.667, 120) → (140.667, 258, 132.667, 120)
                changed  cell [0, 5]: (261.333, 258, 124.667, 120) → (277.333, 258, 132.667, 120)
                3 of 8 elements differ

                """)
    }

    @Test func diffOfEqualLayoutsExitsZero() throws {
        let run = try complayout("diff", Self.grid, Self.grid)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("no element differs (of 8)\n"))
        #expect(try complayout("diff", Self.grid, "--ios", "17", "--against-ios", "15").status == 0)
    }

    @Test func diffListsElementsThatAppearAndDisappearAsJSON() throws {
        try withFiles(["data.yaml": "sections: [9]\n"]) { folder in
            // A second spec: the same grid with fewer items is not at hand, so compare 8 items with 9.
            let more = try complayout(
                "diff", Self.grid, Self.grid, "--data", folder.appendingPathComponent("data.yaml").path, "--format", "json")
            #expect(more.status == 0)
        }
        let run = try complayout("diff", Self.grid, Self.magazine, "--format", "json")
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["formatVersion"] as? Int == 1)
        let differences = try #require(json["differences"] as? [[String: Any]])
        let changes = differences.compactMap { $0["change"] as? String }
        #expect(changes.contains("changed"))
        #expect(changes.filter { $0 == "disappeared" }.count == 1)  // photo-grid has 8 cells, magazine 7
        let gone = try #require(differences.first { $0["change"] as? String == "disappeared" })
        #expect(gone["indexPath"] as? [Int] == [0, 7])
        #expect(gone["after"] == nil)
        #expect((json["after"] as? [String: Any])?["file"] as? String == Self.magazine)
    }

    @Test func diffNeedsSomethingToCompare() throws {
        let run = try complayout("diff", Self.grid)
        #expect(run.status == 2)
        #expect(run.errors.contains("give a second spec, or an --against-… option"))
    }
}
