import ComplayoutDiagnostics

extension YAMLNode {
    /// A readable outline of the node and everything under it, one node per line, for tests
    /// and debugging: `mapping @1:1-2:5 #1`, then each key and value indented below it.
    package var treeDump: String {
        var lines: [String] = []
        dump(into: &lines, indent: "", label: "")
        return lines.joined(separator: "\n")
    }

    private func dump(into lines: inout [String], indent: String, label: String) {
        var line = indent + label
        switch content {
        case .scalar(let scalar):
            line += "scalar \(scalar.style) \(quoted(scalar.value))"
        case .sequence:
            line += "sequence"
        case .packed(let sequence):
            line += "sequence of \(sequence.count) packed scalars"
        case .mapping:
            line += "mapping"
        }
        if let anchor { line += " &\(anchor)" }
        if let tag { line += " \(tag)" }
        line += " @\(range) #\(identity)"
        lines.append(line)
        switch content {
        case .scalar:
            break
        case .sequence(let entries):
            for entry in entries {
                entry.dump(into: &lines, indent: indent + "  ", label: "- ")
            }
        case .packed(let sequence):
            sequence.forEachScalar { text, range in
                lines.append(indent + "  - packed \(quoted(String(decoding: text, as: UTF8.self))) @\(range)")
                return true
            }
            for entry in sequence.rest {
                entry.dump(into: &lines, indent: indent + "  ", label: "- ")
            }
        case .mapping(let pairs):
            for pair in pairs {
                pair.key.dump(into: &lines, indent: indent + "  ", label: "? ")
                pair.value.dump(into: &lines, indent: indent + "  ", label: ": ")
            }
        }
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
