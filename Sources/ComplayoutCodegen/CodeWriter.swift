/// Lines of Swift source with indentation, one blank line at most between blocks, and calls that
/// wrap their arguments when a line would pass the width limit.
struct CodeWriter {
    /// The longest line the writer aims for, indentation included.
    static let lineLimit = 120
    static let indentUnit = "    "

    private(set) var lines: [String] = []
    private(set) var depth: Int

    /// A writer whose lines start `depth` levels in.
    init(depth: Int = 0) {
        self.depth = depth
    }

    /// The width of the current indentation, in characters.
    var indentWidth: Int { depth * Self.indentUnit.count }

    /// Appends a line at the current indentation.
    mutating func line(_ text: String) {
        lines.append(String(repeating: Self.indentUnit, count: depth) + text)
    }

    /// Appends a line and indents what follows (`switch x {`, `case 0:`).
    mutating func open(_ text: String) {
        line(text)
        depth += 1
    }

    /// Ends an indented block, optionally with a closing line (`}`).
    mutating func close(_ text: String? = "}") {
        dropTrailingBlank()
        depth -= 1
        if let text { line(text) }
    }

    /// Separates two blocks; never doubled, never right after an opening line.
    mutating func blankLine() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{"), !last.hasSuffix(":") else { return }
        lines.append("")
    }

    /// `head(arguments)tail` on one line when it fits; otherwise the arguments move to the next
    /// line, one line for all when they fit there, else one line each.
    mutating func call(_ head: String, _ arguments: [String], tail: String = "") {
        let joined = arguments.joined(separator: ", ")
        if indentWidth + head.count + joined.count + tail.count + 2 <= Self.lineLimit {
            line("\(head)(\(joined))\(tail)")
            return
        }
        line("\(head)(")
        depth += 1
        if indentWidth + joined.count + tail.count + 1 <= Self.lineLimit {
            line("\(joined))\(tail)")
        } else {
            for (index, argument) in arguments.enumerated() {
                line(argument + (index == arguments.count - 1 ? ")\(tail)" : ","))
            }
        }
        depth -= 1
    }

    /// Appends another writer's lines as they are (it was made at the depth they belong at).
    mutating func append(_ other: CodeWriter) {
        lines += other.lines
    }

    /// The source text, ending with a newline.
    var text: String {
        var copy = self
        copy.dropTrailingBlank()
        return copy.lines.joined(separator: "\n") + "\n"
    }

    private mutating func dropTrailingBlank() {
        while lines.last == "" { lines.removeLast() }
    }
}
