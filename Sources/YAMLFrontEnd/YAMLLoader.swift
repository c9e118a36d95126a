import Diagnostics

/// Loads YAML text into `YAMLNode` trees with source ranges, using libyaml.
public enum YAMLLoader {
    /// Parses one YAML document (YAML 1.1 as libyaml reads it).
    ///
    /// Aliases are resolved and merge keys applied. Throws every problem found: syntax errors,
    /// duplicate keys, unknown aliases, bad merges, more than one document, exceeded limits.
    public static func load(_ text: String, limits: YAMLLimits = .default) throws(DiagnosticList) -> YAMLDocument {
        try load(bytes: Array(text.utf8), limits: limits)
    }

    /// Parses one YAML document from raw bytes, which may be invalid UTF-8 (reported with its position).
    public static func load(bytes: [UInt8], limits: YAMLLimits = .default) throws(DiagnosticList) -> YAMLDocument {
        guard bytes.count <= limits.maxBytes else {
            throw DiagnosticList([.error(
                YAMLDiagnosticID.fileTooLarge,
                "the file is \(bytes.count) bytes; the limit is \(limits.maxBytes)",
                at: nil
            )])
        }
        let parser = LibYAMLParser(bytes: bytes)
        var builder = TreeBuilder(limits: limits)
        reading: while true {
            do {
                if builder.consume(try parser.next()) == .stop { break reading }
            } catch {
                builder.report(error.diagnostic)
                break reading
            }
        }
        if builder.diagnostics.contains(where: { $0.severity == .error }) {
            throw DiagnosticList(sortedBySource(builder.diagnostics))
        }
        return YAMLDocument(root: builder.root)
    }

    /// Diagnostics in source order; those without a place first; ties keep the order found.
    private static func sortedBySource(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.range?.start, b.element.range?.start) {
            case let (left?, right?) where left != right: left < right
            case (nil, _?): true
            case (_?, nil): false
            default: a.offset < b.offset
            }
        }.map(\.element)
    }
}
