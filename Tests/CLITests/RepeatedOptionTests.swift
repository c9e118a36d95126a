import ComplayoutTestSupport
import Testing

/// An option given twice is a usage error (exit 2), never "the last one wins"; `query --rect`
/// refuses `--kind` and `--category`, which it would otherwise ignore (docs/cli.md).
@Suite struct RepeatedOptionTests {
    static let spec = "Specs/examples/photo-grid.yaml"

    @Test(arguments: [
        ["eval", spec, "--width", "390", "--width", "768"],
        ["eval", spec, "--format", "json", "--format=table"],
        ["eval", spec, "--pass", "final", "--pass", "initial"],
        ["render", spec, "-o", "/dev/null", "--output", "/dev/null"],
        ["query", spec, "--rect", "0,0,10,10", "--rect", "0,0,20,20"],
    ])
    func aRepeatedOptionIsAUsageError(arguments: [String]) throws {
        let run = try complayout(arguments: arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        let name = arguments.last { $0.hasPrefix("-") }!.split(separator: "=").first.map(String.init)!
        #expect(run.errors == "Error: \(name == "-o" ? "--output" : name) is given more than once; give each option once\n")
    }

    @Test func optionsAfterTheEndOfOptionsAreNotCounted() throws {
        // `--` ends the options: what follows is a file name, even one that looks like an option.
        let run = try complayout("eval", "--width", "390", "--", "--width")
        #expect(run.errors.hasPrefix("--width: error: cannot read the file"))
    }
}
