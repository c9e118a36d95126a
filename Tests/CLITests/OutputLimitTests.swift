import ComplayoutTestSupport
import Testing

/// `--max-elements` (docs/limits.md): `eval` and `query` refuse, before printing anything, a
/// layout or rectangle with more elements than the bound, with `output-too-large` and status 2.
@Suite struct OutputLimitTests {
    static let billion = "Specs/examples/billion-items.yaml"
    static let grid = "Specs/examples/photo-grid.yaml"

    @Test(arguments: ["json", "jsonl", "table"])
    func aLayoutPastTheBoundIsRefusedBeforeAnyOutput(format: String) throws {
        let run = try complayout("eval", Self.billion, "--format", format)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errors == "\(Self.billion): error: the layout has more than 1000000 elements to print; give query "
                + "--rect X,Y,W,H to print a region, or a larger --max-elements [output-too-large]\n")
    }

    @Test func theBoundCountsEveryElement() throws {
        // JSON Lines: the content size, then one line per element.
        let count = try complayout("eval", Self.grid, "--format", "jsonl").output.split(separator: "\n").count - 1
        #expect(count == 8)
        #expect(try complayout("eval", Self.grid, "--max-elements", String(count)).status == 0)
        let refused = try complayout("eval", Self.grid, "--max-elements", String(count - 1))
        #expect(refused.status == 2)
        #expect(refused.errors.hasSuffix("[output-too-large]\n"))
    }

    @Test func aRectangleIsBoundedByWhatItHolds() throws {
        // One screen of 10^9 items is within the bound; a rectangle down the whole section is not.
        #expect(try complayout("query", Self.billion, "--rect", "0,0,400,900").status == 0)
        let run = try complayout("query", Self.billion, "--rect", "0,0,400,1e12")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errors == "\(Self.billion): error: the rectangle holds more than 1000000 elements to print; give a "
                + "smaller --rect, or a larger --max-elements [output-too-large]\n")
    }

    @Test func severalFilesAreBoundedOneByOne() throws {
        let run = try complayout("eval", Self.grid, Self.billion)
        #expect(run.status == 2)
        #expect(run.output.split(separator: "\n").allSatisfy { $0.contains("photo-grid") })
        #expect(run.errors.hasSuffix("[output-too-large]\n"))
    }

    @Test func aNegativeBoundIsAUsageError() throws {
        #expect(try complayout("eval", Self.grid, "--max-elements=-1").status == 2)
    }
}
