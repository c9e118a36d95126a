import Foundation

/// docs/diagnostics.md read as data: one entry per `### \`id\`` section, with its example.
struct Catalogue {
    /// One section of the catalogue.
    struct Entry {
        var id: String
        /// The spec after the line `Example:` (a ```yaml block, or a ```json block read as strict
        /// JSON), if the section has one.
        var example: String?
        /// How the example is read: `yaml`, or `json` for a ```json block.
        var exampleFormat = "yaml"
        /// The first line of the ```text block after the example: what complayout prints.
        var expectedLine: String?
        /// The section's prose, for the reason a section gives no example.
        var text: String
    }

    var entries: [Entry]

    /// The catalogue in the package's docs/diagnostics.md.
    static func load() throws -> Catalogue {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return Catalogue(markdown: try String(contentsOf: root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8))
    }

    init(markdown: String) {
        var entries: [Entry] = []
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("## ") {
                entries.append(Entry(id: "", text: ""))  // ends the previous section
                continue
            }
            if line.hasPrefix("### `"), line.hasSuffix("`") {
                entries.append(Entry(id: String(line.dropFirst(5).dropLast()), text: ""))
                continue
            }
            guard !entries.isEmpty, !entries[entries.count - 1].id.isEmpty else { continue }
            entries[entries.count - 1].text += line + "\n"
            guard line == "Example:", entries[entries.count - 1].example == nil else { continue }
            if let spec = Self.block(after: &index, in: lines, info: "yaml") {
                entries[entries.count - 1].example = spec
            } else if let spec = Self.block(after: &index, in: lines, info: "json") {
                entries[entries.count - 1].example = spec
                entries[entries.count - 1].exampleFormat = "json"
            }
            entries[entries.count - 1].expectedLine = Self.block(after: &index, in: lines, info: "text")?
                .split(separator: "\n").first.map(String.init)
        }
        self.entries = entries.filter { !$0.id.isEmpty }
    }

    /// The next fenced block (skipping blank lines) if its info string is `info`; moves past it.
    private static func block(after index: inout Int, in lines: [String], info: String) -> String? {
        while index < lines.count, lines[index].isEmpty { index += 1 }
        guard index < lines.count, lines[index] == "```" + info else { return nil }
        index += 1
        var body = ""
        while index < lines.count, lines[index] != "```" {
            body += lines[index] + "\n"
            index += 1
        }
        index += 1
        return body
    }
}
