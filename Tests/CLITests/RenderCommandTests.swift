import Foundation
import Testing

/// `complayout render` and `eval --format svg` end to end.
@Suite struct RenderCommandTests {
    private let list = "Specs/conformance/examples/e01-plain-list.yaml"

    @Test func rendersToStandardOutputOrAFile() throws {
        let printed = try complayout("render", list)
        #expect(printed.status == 0)
        #expect(printed.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(printed.output.contains(">e01-plain-list.yaml</text>"))
        #expect(printed.output.components(separatedBy: "<title>cell ").count - 1 == 3)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-render-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let written = try complayout("render", list, "-o", file.path)
        #expect(written.status == 0)
        #expect(written.output.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == printed.output)
        #expect(try complayout("eval", list, "--format", "svg").output == printed.output)
    }

    @Test func environmentsAreDrawnSideBySide() throws {
        let run = try complayout("render", list, "--environments", "--width", "300,400", "--rtl")
        #expect(run.status == 0)
        #expect(run.output.components(separatedBy: "<svg x=").count - 1 == 4)
        for title in ["300 × 800, left to right", "300 × 800, right to left", "400 × 800, right to left"] {
            #expect(run.output.contains(">\(title)</text>"))
        }
        let missingFlag = try complayout("render", list, "--width", "300,400")
        #expect(missingFlag.status == 2)
        #expect(missingFlag.errors.contains("--width gives 2 widths; add --environments to draw them side by side"))
        #expect(try complayout("render", list, "--width", "300,0", "--environments").status == 2)
    }

    @Test func diffOverlaysTwoEnvironmentsOrTwoSpecs() throws {
        let widths = try complayout("render", list, "--diff-width", "300")
        #expect(widths.status == 0)
        #expect(widths.output.contains(">3 of 3 elements differ, in red</text>"))
        // Without --rtl or --diff-rtl both layouts keep the spec's own direction.
        let rtl = try complayout("render", "Tests/LayoutRenderTests/Fixtures/orthogonal-rtl.yaml", "--diff-width", "250")
        #expect(rtl.output.contains(">B (dashed): orthogonal-rtl.yaml — 250 × 120, right to left, offset 0,10"))
        #expect(rtl.output.contains(">A (filled): orthogonal-rtl.yaml — 200 × 120, right to left, offset 0,10"))
        let mirrored = try complayout("render", list, "--diff-rtl")
        #expect(mirrored.output.contains(">B (dashed): e01-plain-list.yaml — 400 × 800, right to left"))
        let same = try complayout("render", list, "--diff", list)
        #expect(same.output.contains(">no element differs (of 3), in red</text>"))
        let missing = try complayout("render", list, "--diff", "no/such.yaml")
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no/such.yaml: error: cannot read the file [unreadable-file]"))
        #expect(try complayout("render", list, "--diff-rtl", "--environments").status == 2)
    }

    @Test func aHugeLayoutIsRefusedUnlessARegionIsGiven() throws {
        let refused = try complayout("render", "Specs/examples/billion-items.yaml")
        #expect(refused.status == 2)
        #expect(refused.output.isEmpty)
        #expect(
            refused.errors
                == "Specs/examples/billion-items.yaml: error: the layout has more than 100000 elements to draw; "
                + "give --rect X,Y,W,H to draw a region [too-many-elements]\n")
        let json = try complayout("render", "Specs/examples/billion-items.yaml", "--diagnostics-format", "json")
        #expect(json.status == 2)
        #expect(
            json.errors
                == #"{ "formatVersion": 1, "file": "Specs/examples/billion-items.yaml", "line": null, "column": null, "#
                + #""endLine": null, "endColumn": null, "severity": "error", "id": "too-many-elements", "message": "#
                + #""the layout has more than 100000 elements to draw; give --rect X,Y,W,H to draw a region", "#
                + #""notes": [] }"# + "\n")
        let region = try complayout("render", "Specs/examples/billion-items.yaml", "--rect", "0,0,400,500")
        #expect(region.status == 0)
        #expect(region.output.contains("<title>cell [0, 0] "))
        #expect(region.output.contains(">content 400 × 26000000008, region 0,0,400,500</text>"))
        #expect(try complayout("render", list, "--rect", "0,0,10").status == 2)
        let empty = try complayout("render", list, "--rect", "0,0,0,10")
        #expect(empty.status == 2)
        #expect(empty.errors.contains("--rect needs a positive width and height to draw"))
    }
}
