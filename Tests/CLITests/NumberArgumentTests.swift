import ComplayoutTestSupport
import Foundation
import Testing

/// Command-line numbers are read by the spec's number reader: decimal only, finite, at most 10^12
/// in size — so nothing the tool prints from them can be `inf` (docs/cli.md).
@Suite struct NumberArgumentTests {
    static let spec = "Specs/examples/photo-grid.yaml"

    @Test(arguments: [
        ("0x10", "expected a decimal number, found '0x10'"),
        ("1e300", "number '1e300' is too large; numbers are at most 1000000000000 in size"),
        ("inf", "expected a decimal number, found 'inf'"),
        (".inf", "expected a finite number, found '.inf'"),
        ("nan", "expected a decimal number, found 'nan'"),
    ])
    func widthsTheSpecWouldRefuseAreUsageErrors(value: String, reason: String) throws {
        let run = try complayout("eval", Self.spec, "--width", value)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("Error: The value '\(value)' is invalid for '--width <width>': \(reason)\n"))
    }

    @Test func decimalWidthsAreReadAsTheSpecReadsThem() throws {
        #expect(try complayout("eval", Self.spec, "--width", "1_000", "--format", "jsonl").output.hasPrefix(
            #"{ "formatVersion": 1, "contentSize": { "width": 1000,"#))
        #expect(try complayout("eval", Self.spec, "--width", "+390.0").status == 0)
    }

    @Test func scrollTargetsStayFinite() throws {
        let huge = try complayout(
            "scroll-targets", "Specs/examples/carousels.yaml", "--section", "0", "--offset", "1e308", "--velocity", "1e308")
        #expect(huge.status == 2)
        #expect(!huge.output.contains("inf"))
        let largest = try complayout(
            "scroll-targets", "Specs/examples/carousels.yaml", "--section", "0", "--offset", "1e12", "--velocity", "1e12")
        #expect(largest.status == 0)
        #expect(try JSONSerialization.jsonObject(with: largest.outputData) is [String: Any])
    }

    @Test func matrixAndQueryNumbersAreBoundedToo() throws {
        #expect(try complayout("matrix", Self.spec, "--width", "1e308").status == 2)
        #expect(try complayout("matrix", Self.spec, "--width", "320,0x10").status == 2)
        #expect(try complayout("query", Self.spec, "--rect", "0,0,1e300,10").status == 2)
        #expect(try complayout("render", Self.spec, "--height", "1e13").status == 2)
    }
}
