import Diagnostics

/// Source text with inline position markers (`1️⃣`, `2️⃣`, …) in the swift-syntax manner:
/// the markers are removed, and each one names the position of the character after it.
struct MarkedText {
    let text: String
    private var positions: [Int: SourcePosition] = [:]

    init(_ marked: String) {
        let scalars = Array(marked.unicodeScalars)
        var output = String.UnicodeScalarView()
        var line = 1
        var column = 1
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let digit = Int(String(scalar)), index + 2 < scalars.count,
               scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}" {
                positions[digit] = SourcePosition(line: line, column: column)
                index += 3
                continue
            }
            output.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        text = String(output)
    }

    /// The position of marker `number`; line 0, column 0 when the text has no such marker.
    subscript(_ number: Int) -> SourcePosition {
        positions[number] ?? SourcePosition(line: 0, column: 0)
    }

    /// The range from marker `start` to marker `end`.
    func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: self[start], end: self[end])
    }
}
