/// Diagnostics as GitHub Actions workflow commands, which the runner turns into annotations on
/// the file: `::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=ID::MESSAGE`.
///
/// Notes follow the message on lines of their own, `note: MESSAGE (FILE:LINE:COLUMN)`. Values
/// are escaped as the Actions toolkit does: `%`, CR and LF everywhere, and `:` and `,` in the
/// properties too. `endColumn` is the column just past the range, as in the JSON format.
public struct GitHubAnnotationFormatter: DiagnosticFormatter {
    /// The file the annotations point at: a path relative to the repository root.
    public var path: String

    public init(path: String) {
        self.path = path
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        var properties = [("file", path)]
        if let range = diagnostic.range {
            properties += [
                ("line", "\(range.start.line)"), ("col", "\(range.start.column)"),
                ("endLine", "\(range.end.line)"), ("endColumn", "\(range.end.column)"),
            ]
        }
        properties.append(("title", diagnostic.id))
        var message = diagnostic.message
        for note in diagnostic.notes {
            let place = note.range.map { "\(path):\($0.start.line):\($0.start.column)" } ?? path
            message += "\nnote: \(note.message) (\(place))"
        }
        let list = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(list)::\(Self.escapedData(message))\n"
    }

    /// A command's message: `%`, CR and LF escaped (by scalar, so CR LF is two escapes).
    static func escapedData(_ text: String) -> String {
        escaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// A property's value: also `:` and `,`, which would end it.
    static func escapedProperty(_ text: String) -> String {
        escaped(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    private static func escaped(_ text: String, _ table: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = table.first(where: { $0.0 == scalar })?.1 {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
