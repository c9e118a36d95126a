import ComplayoutTestSupport
import ComplayoutDiagnostics
import ComplayoutSpec
import ComplayoutYAML
import Testing

/// Strict JSON input refuses what a JSON decoder refuses, at the first mistake, with its position.
@Suite struct StrictJSONTests {
    private func jsonDiagnostics(_ text: String) -> [Diagnostic] {
        do {
            _ = try SpecLoader.load(bytes: Array(text.utf8), format: .json)
            return []
        } catch {
            return error.diagnostics
        }
    }

    private let valid = """
        { "layout": { "section": { "group": { "horizontal": {
          "size": { "width": { "fractionalWidth": 1 }, "height": "absolute(44)" },
          "subitems": [ { "item": { "size": { "width": "fractionalWidth(1/3)", "height": { "fractionalHeight": 1 } } } } ]
        } } } }, "data": { "sections": [3] }, "name": "caf\\u00e9 \\/ \\"x\\"" }
        """

    @Test func validJSONLoads() {
        #expect(jsonDiagnostics(valid).isEmpty)
    }

    @Test(arguments: [
        (#"{ "layout": 1️⃣, }"#, "expected a JSON value (an object, array, string in double quotes, number, true, false or null), found ','"),
        (#"{ "a": [1, 2 1️⃣,] }"#, "a trailing comma is not allowed in JSON"),
        (#"{ "a": 11️⃣, }"#, "a trailing comma is not allowed in JSON"),
        ("{\n  1️⃣// a comment\n  \"a\": 1 }", "comments are not allowed in JSON"),
        (#"{ "a": 1️⃣# comment"#, "comments are not allowed in JSON"),
        (#"{ "a": 1️⃣'b' }"#, "strings in JSON are written in double quotes, not single quotes"),
        (#"{ 1️⃣'a': 1 }"#, "strings in JSON are written in double quotes, not single quotes"),
        (#"{ 1️⃣layout: 1 }"#, "expected an object key in double quotes, found 'layout'"),
        ("1️⃣layout:\n  section: {}", "expected a JSON value (an object, array, string in double quotes, number, true, false or null), found 'layout'"),
        (#"{ "a": 1️⃣yes }"#, "expected a JSON value (an object, array, string in double quotes, number, true, false or null), found 'yes'"),
        (#"{ "a": 1️⃣01 }"#, "malformed JSON number, found '01'"),
        (#"{ "a": 1️⃣.5 }"#, "expected a JSON value (an object, array, string in double quotes, number, true, false or null), found '.'"),
        (#"{ "a": 1 1️⃣"b": 2 }"#, "expected ',' or '}' after an object member, found '\"'"),
        (#"{ "a" 1️⃣1 }"#, "expected ':' after an object key, found '1'"),
        (#"{ "a": "1️⃣\x" }"#, #"invalid escape in a JSON string; JSON knows \" \\ \/ \b \f \n \r \t and \uXXXX"#),
        (#"{ "a": 1 } 1️⃣x"#, "expected the end of the text after the JSON value, found 'x'"),
        (#"{ "a": 1️⃣"open }"#, "a string is not closed by a double quote"),
        ("1️⃣", "expected a JSON value, found the end of the text"),
        (#"{ "é": [1, 2 1️⃣,] }"#, "a trailing comma is not allowed in JSON"),
    ])
    func refused(marked: String, message: String) {
        let source = MarkedSource(marked)
        let found = jsonDiagnostics(source.text)
        #expect(found.map(\.message) == [message])
        #expect(found.first?.id == "json-syntax")
        #expect(found.first?.range?.start == source["1️⃣"])
    }

    @Test func theSameTextReadAsYAMLIsTaken() throws {
        let text = #"{ "layout": { "section": { "group": { "horizontal": { "size": { "width": 1, "height": 1 }, "subitems": [], } } } } }"#
        #expect(jsonDiagnostics(text).map(\.id) == ["json-syntax"])
        let yaml = (try? SpecLoader.load(text)).map { _ in [String]() } ?? ["error"]
        #expect(yaml.isEmpty || !yaml.contains("json-syntax"))
    }

    @Test func theFormatFollowsTheFileName() {
        #expect(SpecInputFormat(path: "a/b.json") == .json)
        #expect(SpecInputFormat(path: "B.JSON") == .json)
        #expect(SpecInputFormat(path: "b.yaml") == .yaml)
        #expect(SpecInputFormat(path: "-") == .yaml)
    }

    @Test func deepNestingDoesNotExhaustTheStack() {
        let text = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        // Past the syntax check, the YAML front end's own nesting limit applies.
        #expect(jsonDiagnostics(text).map(\.id) == ["nesting-too-deep"])
    }
}
