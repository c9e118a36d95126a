import ComplayoutDiagnostics

/// A source text with inline position markers (`1️⃣`, `2️⃣`, …) taken out, and where each one was —
/// swift-syntax's way of testing positions.
///
/// A marker stands just before the character it points at, so tests never count columns by hand.
public struct MarkedSource: Sendable {
    /// The text without its markers.
    public var text: String
    /// Each marker's position, by marker (`"1️⃣"`).
    public var markers: [String: SourcePosition]

    public init(_ marked: String) {
        var text = String.UnicodeScalarView()
        var markers: [String: SourcePosition] = [:]
        var line = 1
        var column = 1
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if index + 2 < scalars.count, ("1"..."9").contains(scalar), scalars[index + 1] == "\u{FE0F}",
                scalars[index + 2] == "\u{20E3}"
            {
                markers["\(scalar)️⃣"] = SourcePosition(line: line, column: column)
                index += 3
                continue
            }
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.text = String(text)
        self.markers = markers
    }

    /// The position of a marker (line 0, column 0 when the marker is missing, which the test then
    /// reports as a mismatch).
    public subscript(marker: String) -> SourcePosition {
        markers[marker] ?? SourcePosition(line: 0, column: 0)
    }

    /// The position of marker `number` (`1` for `1️⃣`).
    public subscript(_ number: Int) -> SourcePosition {
        markers["\(number)️⃣"] ?? SourcePosition(line: 0, column: 0)
    }

    /// The range from marker `start` to marker `end`.
    public func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: self[start], end: self[end])
    }
}
