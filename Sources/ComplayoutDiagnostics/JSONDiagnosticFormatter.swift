/// Diagnostics as JSON Lines: one `DiagnosticRecord` per diagnostic, on one line.
///
/// `{ "formatVersion": 1, "file": "a.yaml", "line": 4, "column": 29, "endLine": 4, "endColumn": 37,
/// "severity": "error", "id": "invalid-value", "message": "…", "notes": [{ "file": …, "line": …, …,
/// "message": "…" }] }`.
public struct JSONDiagnosticFormatter: DiagnosticFormatter {
    /// The file name written in every object.
    public var path: String

    public init(path: String) {
        self.path = path
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        // A record holds only strings and integers, which always encode.
        (try? JSONOutputEncoder(layout: .line).text(of: DiagnosticRecord(diagnostic, path: path))) ?? ""
    }
}
