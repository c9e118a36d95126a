/// A YAML document as the exporter writes it: block mappings and sequences, with small values in
/// flow style on one line.
indirect enum YAMLTree {
    /// A scalar or a flow collection, written as it is (`fractionalWidth(1)`, `{ x: 0, y: 0 }`).
    case inline(String)
    /// A block mapping, its keys in order.
    case mapping([(key: String, value: YAMLTree)])
    /// A block sequence.
    case sequence([YAMLTree])

    /// The document's lines, indented by `indent` spaces.
    func lines(indent: Int = 0) -> [String] {
        let margin = String(repeating: " ", count: indent)
        switch self {
        case .inline(let text):
            return [margin + text]
        case .mapping(let entries):
            guard !entries.isEmpty else { return [margin + "{}"] }
            return entries.flatMap { key, value -> [String] in
                if case .inline(let text) = value { return ["\(margin)\(key): \(text)"] }
                if case .sequence(let items) = value, items.isEmpty { return ["\(margin)\(key): []"] }
                if case .mapping(let items) = value, items.isEmpty { return ["\(margin)\(key): {}"] }
                return ["\(margin)\(key):"] + value.lines(indent: indent + 2)
            }
        case .sequence(let items):
            guard !items.isEmpty else { return [margin + "[]"] }
            return items.flatMap { item -> [String] in
                // The item's first line carries the dash in place of its first two spaces.
                var lines = item.lines(indent: indent + 2)
                lines[0] = margin + "- " + lines[0].dropFirst(indent + 2)
                return lines
            }
        }
    }

    /// The document's text, ending with a line break.
    var text: String { lines().joined(separator: "\n") + "\n" }

    /// A flow mapping of inline values on one line: `{ width: 390, height: 844 }`.
    static func flow(_ entries: [(String, String)]) -> YAMLTree {
        .inline(entries.isEmpty ? "{}" : "{ " + entries.map { "\($0): \($1)" }.joined(separator: ", ") + " }")
    }
}
