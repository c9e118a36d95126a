/// Diagnostics as JSON Lines: one object per diagnostic, on one line.
///
/// `{ "file": "a.yaml", "line": 4, "column": 29, "endLine": 4, "endColumn": 37, "severity": "error",
/// "id": "invalid-value", "message": "…", "notes": [{ "file": …, "line": …, …, "message": "…" }] }`.
/// Positions are 1-based; the end is the position just past the range. A diagnostic without a
/// place has `null` for the four numbers.
public struct JSONDiagnosticFormatter: DiagnosticFormatter {
    /// The file name written in every object.
    public var path: String

    public init(path: String) {
        self.path = path
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var text = "{ " + place(diagnostic.range)
        text += ", \"severity\": \"\(diagnostic.severity.rawValue)\", \"id\": \(JSONString.quoted(diagnostic.id))"
        text += ", \"message\": \(JSONString.quoted(diagnostic.message)), \"notes\": ["
        text += diagnostic.notes.map { "{ " + place($0.range) + ", \"message\": \(JSONString.quoted($0.message)) }" }
            .joined(separator: ", ")
        return text + "] }\n"
    }

    private func place(_ range: SourceRange?) -> String {
        func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        return "\"file\": \(JSONString.quoted(path)), \"line\": \(number(range?.start.line)), "
            + "\"column\": \(number(range?.start.column)), \"endLine\": \(number(range?.end.line)), "
            + "\"endColumn\": \(number(range?.end.column))"
    }
}
