import ComplayoutDiagnostics

/// Loads YAML text into `YAMLNode` trees with source ranges, using libyaml.
package enum YAMLLoader {
    /// Parses one YAML document (YAML 1.1 as libyaml reads it).
    ///
    /// Aliases are resolved and merge keys applied. Throws every problem found: syntax errors,
    /// duplicate keys, unknown aliases, bad merges, more than one document, exceeded limits.
    package static func load(_ text: String, limits: YAMLLimits = .default) throws(DiagnosticList) -> YAMLDocument {
        try load(bytes: Array(text.utf8), limits: limits)
    }

    /// Parses one YAML document from raw bytes, which may be invalid UTF-8 (reported with its position).
    ///
    /// A file longer than `limits.maxBytes` is refused before parsing; it is enough to pass its
    /// first `maxBytes + 1` bytes. With `format` `.json`, text that is not strict JSON is refused
    /// at its first error (`json-syntax`) before it is read as YAML.
    ///
    /// A flow sequence that is the value of a key in `packing` is kept as its text, a
    /// `PackedSequence`, as far as its entries are plain scalars: they are nodes neither in
    /// memory nor against `maxExpandedNodes`, and the input's byte limit bounds them.
    package static func load(
        bytes: [UInt8], limits: YAMLLimits = .default, format: SpecInputFormat = .yaml, packing: Set<String> = []
    ) throws(DiagnosticList) -> YAMLDocument {
        guard bytes.count <= limits.maxBytes else {
            // Callers may pass only the first maxBytes + 1 bytes of a longer file, so the
            // message names the limit, not the length, and sits at the first byte past it.
            let place = SourcePositions.position(ofByteOffset: max(limits.maxBytes, 0), in: bytes)
            throw DiagnosticList([
                Diagnostic(YAMLDiagnostic.fileTooLarge(limit: limits.maxBytes), at: SourceRange(at: place))
            ])
        }
        if format == .json, let error = StrictJSON.firstError(in: bytes) {
            throw DiagnosticList([error])
        }
        let parser = LibYAMLParser(bytes: bytes)
        var builder = TreeBuilder(limits: limits, packing: packing, input: bytes)
        reading: while true {
            do {
                if builder.consume(try parser.next()) == .stop || builder.diagnostics.count > limits.maxErrors {
                    break reading
                }
            } catch {
                builder.report(error.diagnostic)
                break reading
            }
        }
        if builder.diagnostics.contains(where: { $0.severity == .error }) {
            throw DiagnosticList(builder.diagnostics.sortedByPosition().cut(atMost: limits.maxErrors))
        }
        return YAMLDocument(root: builder.root())
    }
}
