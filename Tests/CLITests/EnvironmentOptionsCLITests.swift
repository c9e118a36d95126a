import Foundation
import ComplayoutTestSupport
import Testing

/// Every environment from the command line: the shared options, device presets, and environment
/// and data files with positions in them.
@Suite struct EnvironmentOptionsCLITests {
    static let grid = "Specs/examples/photo-grid.yaml"

    /// The first record of `eval --format jsonl` and the first element.
    private func firstLines(_ arguments: String...) throws -> [String] {
        let run = try complayout(arguments: ["eval", Self.grid, "--format", "jsonl"] + arguments)
        #expect(run.status == 0, "\(run.errors)")
        return run.output.split(separator: "\n").prefix(2).map(String.init)
    }

    @Test func withoutTheOptionsTheOutputIsUnchanged() throws {
        let run = try complayout("eval", Self.grid, "--format", "table")
        #expect(run.output.hasPrefix("content size: 390 × 760\n"))
    }

    @Test func rtlMirrors() throws {
        #expect(try firstLines("--rtl")[1].contains(#""x": 132, "y": 0, "width": 254"#))
    }

    @Test func scaleChangesThePixelGrid() throws {
        let three = try complayout("eval", Self.grid, "--format", "jsonl")
        let two = try complayout("eval", Self.grid, "--format", "jsonl", "--scale", "2")
        #expect(three.output.contains("124.66666666666667"))
        #expect(!two.output.contains("124.66666666666667"))
        #expect(two.output.contains(#""width": 124.5"#))
        #expect(try complayout("eval", Self.grid, "--scale", "0").status == 2)
    }

    @Test func safeAreaContentOffsetSizeClassAndIOS() throws {
        #expect(try complayout("eval", Self.grid, "--safe-area", "0,20,0,20").output.contains(#""x": 24, "y": 0, "width": 254"#))
        #expect(try complayout("eval", Self.grid, "--safe-area", "1,2,3").status == 2)
        #expect(try complayout("eval", Self.grid, "--content-offset", "0,-100").status == 0)
        #expect(try complayout("eval", Self.grid, "--content-offset", "x").status == 2)
        #expect(try complayout("eval", Self.grid, "--size-class", "regular,compact").status == 0)
        #expect(try complayout("eval", Self.grid, "--size-class", "wide").status == 2)
        #expect(try complayout("eval", Self.grid, "--ios", "15").status == 0)
        #expect(try complayout("eval", Self.grid, "--ios", "12").status == 2)
    }

    @Test(arguments: [
        ("iphone-16", "393", "852"), ("iphone-16-landscape", "852", "393"), ("iphone-se", "375", "667"),
        ("ipad-pro-13-landscape", "1376", "1032"),
    ])
    func devicePresetsSetTheContainer(device: String, width: String, height: String) throws {
        let run = try complayout("explain", Self.grid, "--index-path", "0,0", "--device", device)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("size: \(width) × \(height)"))
    }

    @Test func aDeviceThenSingleOptionsOnTop() throws {
        let run = try complayout("explain", Self.grid, "--index-path", "0,0", "--device", "iphone-se", "--width", "300", "--scale", "3")
        #expect(run.output.contains("size: 300 × 667"))
        #expect(run.output.contains("display scale: 3"))
        let unknown = try complayout("eval", Self.grid, "--device", "iphone-99")
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("iphone-16-pro-max-landscape"))
    }

    @Test func everyEvaluatingCommandTakesThem() throws {
        for arguments in [
            ["query", Self.grid, "--index-path", "0,0", "--device", "ipad-mini", "--rtl"],
            ["render", Self.grid, "--device", "ipad-mini", "--safe-area", "0,10,0,10"],
            ["scroll-targets", "Specs/examples/carousels.yaml", "--section", "0", "--device", "iphone-16-pro"],
            ["transition", Self.grid, "Specs/examples/magazine.yaml", "--progress", "0.5", "--ios", "15"],
            ["diff", Self.grid, "--against-rtl", "--scale", "2"],
        ] {
            let run = try complayout(arguments: arguments)
            #expect(run.status == 0 || (arguments[0] == "diff" && run.status == 1), "\(arguments): \(run.errors)")
        }
    }

    @Test func environmentAndDataFilesReplaceTheSpecs() throws {
        try withFiles([
            "environment.json": #"{ "container": { "width": 300, "height": 500 }, "layoutDirection": "rightToLeft" }"#,
            "data.yaml": "sections: [2]\n",
            "bad-environment.yaml": "container: { width: 300, height: 500 }\nlayoutDirecton: rightToLeft\n",
            "too-many.yaml": "sections: [1, 2, 3, 4]\n",
        ]) { folder in
            let environment = folder.appendingPathComponent("environment.json").path
            let data = folder.appendingPathComponent("data.yaml").path
            let run = try complayout("eval", Self.grid, "--environment", environment, "--data", data, "--format", "table")
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.hasPrefix("content size: 300 × 378\n"))
            #expect(run.output.split(separator: "\n").count == 4)
            // Options still go on top of the file.
            #expect(try complayout("eval", Self.grid, "--environment", environment, "--width", "280", "--format", "table")
                .output.hasPrefix("content size: 280 × "))

            let bad = folder.appendingPathComponent("bad-environment.yaml").path
            let refused = try complayout("eval", Self.grid, "--environment", bad)
            #expect(refused.status == 2)
            #expect(refused.errors.hasPrefix(
                "\(bad):2:1: error: unknown key 'layoutDirecton' in environment; did you mean 'layoutDirection'? [unknown-key]"))

            let tooMany = folder.appendingPathComponent("too-many.yaml").path
            let missing = try complayout("eval", "Specs/examples/carousels.yaml", "--data", tooMany)
            #expect(missing.status == 2)
            #expect(missing.errors.hasPrefix("\(tooMany):1:21: error: data section 3 has no definition"))
            #expect(try complayout("eval", Self.grid, "--data", folder.appendingPathComponent("none.yaml").path).errors
                .hasSuffix("none.yaml: error: cannot read the file [unreadable-file]\n"))
        }
    }
}
