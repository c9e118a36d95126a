import ComplayoutTestSupport
import Testing

/// Usage mistakes exit with 2 and say what is wrong; a query for an element the layout does not
/// have is an error, as `explain` says it is.
@Suite struct UsageTests {
    static let spec = "Specs/examples/photo-grid.yaml"

    @Test func noSubcommandIsAUsageError() throws {
        let run = try complayout()
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("Error: missing subcommand\nOVERVIEW: "))
    }

    @Test func helpForAnUnknownSubcommandIsAUsageError() throws {
        let run = try complayout("help", "nosuch")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Error: unknown subcommand 'nosuch'; the subcommands are eval, query, explain"))
        #expect(try complayout("help", "eval").status == 0)
        #expect(try complayout("--help").status == 0)
    }

    @Test func queryForAnElementThatIsNotThereIsAnError() throws {
        let run = try complayout("query", Self.spec, "--index-path=-1,0")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == "\(Self.spec): error: the layout has no cell [-1, 0] [no-such-element]\n")
        #expect(try complayout("query", Self.spec, "--index-path", "0,99999").status == 2)
    }

    @Test func aRectangleOfNegativeSizeIsAUsageError() throws {
        let run = try complayout("query", Self.spec, "--rect", "0,0,-1,-1")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Error: --rect needs a width and a height of 0 or more"))
        #expect(try complayout("query", Self.spec, "--rect", "0,0,0,0").status == 0)
    }
}
