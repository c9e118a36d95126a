/// Control characters in text that reaches a terminal — a key, a kind or a source line echoed
/// back — are shown, never sent: an ESC in a file must not recolour or move the reader's terminal,
/// nor a NUL cut a line short.
extension Unicode.Scalar {
    /// C0 controls, DEL and C1 controls.
    package var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}

extension StringProtocol {
    /// The text with each control character but the tab written as a JSON escape, `\u001B`, as
    /// the JSON and GitHub formats show it: for messages and table cells.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: { $0.isControlCharacter && $0 != "\t" }) else { return String(self) }
        var escaped = ""
        for scalar in unicodeScalars {
            if scalar.isControlCharacter, scalar != "\t" {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// One column for a control character in a quoted source line, so the caret under it stays
    /// aligned: its Control Pictures symbol (`␛` for ESC, `␀` for NUL, `␡` for DEL), or U+FFFD for
    /// a C1 control, which has none.
    package var visibleInExcerpt: Unicode.Scalar {
        switch value {
        case 0..<0x20: Unicode.Scalar(0x2400 + value)!
        case 0x7F: "\u{2421}"
        case 0x80...0x9F: "\u{FFFD}"
        default: self
        }
    }
}
