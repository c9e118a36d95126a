import ComplayoutDiagnostics

/// The strict reading of JSON input: refuses what a JSON decoder refuses (RFC 8259) before the
/// text goes to libyaml, which would otherwise take trailing commas, comments, single quotes,
/// unquoted keys and YAML-only syntax as YAML.
///
/// A JSON decoder stops at the first error, and so does this check: after one syntax error
/// the rest of the text has no reliable reading. Nesting is tracked on a stack of its own, so
/// no input can exhaust the call stack.
enum StrictJSON {
    /// The first place where `bytes` are not one JSON value (with whitespace around it), as a
    /// `json-syntax` error; nil when they are.
    static func firstError(in bytes: [UInt8]) -> Diagnostic? {
        var scanner = Scanner(bytes: bytes)
        guard let (offset, message) = scanner.scanDocument() else { return nil }
        let position = SourcePositions.position(ofByteOffset: offset, in: bytes)
        return Diagnostic(YAMLDiagnostic.jsonSyntax(message), at: SourceRange(at: position))
    }

    private enum Container { case object, array }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // JSON decoders accept a UTF-8 byte order mark, as libyaml does.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        /// What the scanner expects next.
        private enum State {
            case value
            /// After `{`: `}` or the first key.
            case firstKey
            /// After `[`: `]` or the first element.
            case firstElement
            /// After `,` in an object.
            case key
            /// After a value: a separator, a closing bracket, or the end of the text.
            case afterValue
        }

        /// The byte offset and message of the first error, or nil.
        mutating func scanDocument() -> (Int, String)? {
            var open: [Container] = []
            var state = State.value
            while true {
                skipWhitespace()
                if let error = comment() { return error }
                switch state {
                case .value:
                    if let error = scanValue(opening: &open, state: &state) { return error }
                case .firstKey, .key:
                    if state == .firstKey, peek == UInt8(ascii: "}") {
                        index += 1
                        open.removeLast()
                        state = .afterValue
                    } else {
                        if let error = memberKey() { return error }
                        state = .value
                    }
                case .firstElement:
                    if peek == UInt8(ascii: "]") {
                        index += 1
                        open.removeLast()
                        state = .afterValue
                    } else {
                        state = .value
                    }
                case .afterValue:
                    guard let container = open.last else {
                        guard index < bytes.count else { return nil }
                        return (index, "expected the end of the text after the JSON value, found \(found())")
                    }
                    let close = container == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if peek == close {
                        index += 1
                        open.removeLast()
                    } else if peek == UInt8(ascii: ",") {
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if peek == UInt8(ascii: "}") || peek == UInt8(ascii: "]") {
                            return (comma, "a trailing comma is not allowed in JSON")
                        }
                        state = container == .object ? .key : .value
                    } else {
                        let what =
                            container == .object ? "',' or '}' after an object member" : "',' or ']' after an array element"
                        return (index, "expected \(what), found \(found())")
                    }
                }
            }
        }

        /// A member's key, in double quotes, and the colon after it.
        private mutating func memberKey() -> (Int, String)? {
            guard peek == UInt8(ascii: "\"") else {
                if peek == UInt8(ascii: "'") { return (index, "strings in JSON are written in double quotes, not single quotes") }
                return (index, "expected an object key in double quotes, found \(found())")
            }
            if let error = scanString() { return error }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { return (index, "expected ':' after an object key, found \(found())") }
            index += 1
            return nil
        }

        /// One value; a `{` or `[` is pushed onto `open`, and its contents are read by the turns that follow.
        private mutating func scanValue(opening open: inout [Container], state: inout State) -> (Int, String)? {
            state = .afterValue
            guard let byte = peek else { return (index, "expected a JSON value, found the end of the text") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open.append(byte == UInt8(ascii: "{") ? .object : .array)
                index += 1
                state = byte == UInt8(ascii: "{") ? .firstKey : .firstElement
                return nil
            case UInt8(ascii: "\""): return scanString()
            case UInt8(ascii: "'"): return (index, "strings in JSON are written in double quotes, not single quotes")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return scanNumber()
            default:
                for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
                    let end = index + word.utf8.count
                    if end == bytes.count || !isWordByte(bytes[end]) {
                        index = end
                        return nil
                    }
                }
                return (index, "expected a JSON value (an object, array, string in double quotes, number, true, false or null), found \(found())")
            }
        }

        /// A string in double quotes: no control characters, only JSON's escapes.
        private mutating func scanString() -> (Int, String)? {
            let start = index
            index += 1
            while let byte = peek {
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    index += 1
                    guard let escaped = peek else { break }
                    if Array(#""\/bfnrt"#.utf8).contains(escaped) {
                        index += 1
                    } else if escaped == UInt8(ascii: "u"), index + 5 <= bytes.count,
                        bytes[(index + 1)..<(index + 5)].allSatisfy(isHexDigit)
                    {
                        index += 5
                    } else {
                        return (index - 1, "invalid escape in a JSON string; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
                    }
                case 0..<0x20:
                    return (index, "a control character must be escaped in a JSON string")
                default:
                    index += 1
                }
            }
            return (start, "a string is not closed by a double quote")
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, and not followed by a word.
        private mutating func scanNumber() -> (Int, String)? {
            let start = index
            if peek == UInt8(ascii: "-") { index += 1 }
            let integerDigits = digits()
            let leadingZero = integerDigits > 1 && bytes[index - integerDigits] == UInt8(ascii: "0")
            var valid = integerDigits > 0 && !leadingZero
            if valid, peek == UInt8(ascii: ".") {
                index += 1
                valid = digits() > 0
            }
            if valid, peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                valid = digits() > 0
            }
            if valid, let next = peek, !isWordByte(next), next != UInt8(ascii: ".") { return nil }
            if valid, peek == nil { return nil }
            index = start
            return (start, "malformed JSON number, found \(found())")
        }

        private mutating func digits() -> Int {
            let start = index
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - start
        }

        /// A `//` or `/* */` comment where whitespace may be is an error of its own.
        private func comment() -> (Int, String)? {
            guard peek == UInt8(ascii: "/") || peek == UInt8(ascii: "#") else { return nil }
            return (index, "comments are not allowed in JSON")
        }

        private mutating func skipWhitespace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// What is at the scanner's place, for messages: a short run of the text, or the end.
        private func found() -> String {
            guard index < bytes.count else { return "the end of the text" }
            var end = index
            while end < bytes.count, end - index < 12, isWordByte(bytes[end]) || bytes[end] >= 0x80 { end += 1 }
            if end == index { end = index + 1 }
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
        }

        private func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || byte == UInt8(ascii: "_")
        }

        private func isHexDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
    }
}
