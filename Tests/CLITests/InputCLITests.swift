import Foundation
import ComplayoutTestSupport
import Testing

/// A temporary folder holding `files` (name → text), removed by `body`'s end.
func withFiles<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-cli-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return try body(directory)
}

/// Data for server-driven UI: `-` for standard input, strict JSON, structured dimensions, fractions.
@Suite struct InputCLITests {
    static let plainList = "Specs/conformance/examples/e01-plain-list.yaml"

    static let jsonSpec = """
        { "environment": { "container": { "width": 390, "height": 844 } },
          "layout": { "section": { "group": { "horizontal": {
            "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } },
            "subitems": [ { "item": { "size": { "width": "fractionalWidth(1/3)", "height": { "fractionalHeight": 1 } } } } ]
          } } } },
          "data": { "sections": [3] } }
        """

    @Test func dashIsStandardInputForEveryCommandThatReadsASpec() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(Self.plainList), encoding: .utf8)
        let fromFile = try complayout("eval", Self.plainList)
        let fromStandardInput = try ProcessRun.complayout(arguments: ["eval", "-"], input: text)
        #expect(fromStandardInput.status == 0)
        #expect(fromStandardInput.output == fromFile.output)
        for arguments in [["validate", "-"], ["query", "-", "--index-path", "0,0"], ["explain", "-", "--index-path", "0,0"], ["swift", "-"]] {
            let run = try ProcessRun.complayout(arguments: arguments, input: text)
            #expect(run.status == 0, "\(arguments): \(run.errors)")
        }
        let check = try ProcessRun.complayout(arguments: ["check", "-", "--verbose"], input: text)
        #expect(check.output == "PASS <stdin>\n1 passed, 0 failed\n")
    }

    @Test func diagnosticsOfStandardInputNameIt() throws {
        let run = try ProcessRun.complayout(arguments: ["validate", "-"], input: "layout: { sections: [], bogus: 1 }\n")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("<stdin>:1:"))
    }

    @Test func aJSONFileIsReadStrictly() throws {
        try withFiles(["spec.json": Self.jsonSpec, "loose.json": "{ \"layout\": {}, }\n", "loose.yaml": "{ \"layout\": {}, }\n"]) { folder in
            let good = try complayout("eval", folder.appendingPathComponent("spec.json").path, "--format", "table")
            #expect(good.status == 0, "\(good.errors)")
            // 390 × 1/3 = 130 exactly; 0.3333 would floor to 129.987 → 129.667.
            #expect(good.output.contains("cell           0,1         130  0    130      44  0"))
            let loose = folder.appendingPathComponent("loose.json").path
            let refused = try complayout("validate", loose)
            #expect(refused.status == 2)
            #expect(refused.errors.hasPrefix("\(loose):1:15: error: a trailing comma is not allowed in JSON [json-syntax]\n"))
            // The same text in a .yaml file is YAML; --input-format json makes it strict.
            let yaml = folder.appendingPathComponent("loose.yaml").path
            #expect(try complayout("validate", yaml).errors.contains("json-syntax") == false)
            #expect(try complayout("validate", yaml, "--input-format", "json").errors.contains("[json-syntax]"))
            #expect(try complayout("validate", loose, "--input-format", "yaml").errors.contains("json-syntax") == false)
        }
    }

    @Test func standardInputIsStrictJSONWhenAsked() throws {
        let run = try ProcessRun.complayout(
            arguments: ["eval", "-", "--input-format", "json"], input: "{ \"layout\": { 'section': 1 } }")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("<stdin>:1:15: error: strings in JSON are written in double quotes, not single quotes [json-syntax]"))
        let good = try ProcessRun.complayout(arguments: ["eval", "-", "--input-format", "json", "--format", "jsonl"], input: Self.jsonSpec)
        #expect(good.status == 0)
        #expect(good.output.split(separator: "\n").count == 4)
    }
}
