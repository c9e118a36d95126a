/// Turning free text (YAML anchor names, element kinds) into Swift identifiers.
public enum SwiftIdentifier {
    /// Words Swift reserves, which a generated name must not be.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "some", "any", "Type", "Protocol",
    ]

    /// Lower camel case from the ASCII letters and digits of `text`, split into words at every other
    /// character: `section-header` → `sectionHeader`, `Photo_Cell` → `photoCell`, `URLList` →
    /// `urlList`. Nil when no letter or digit remains, or when the result would start with a digit.
    static func lowerCamelCase(_ text: String) -> String? {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first, let initial = first.first, !initial.isNumber else { return nil }
        return words.dropFirst().reduce(lowercasingLeadingCapitals(first)) {
            $0 + $1.prefix(1).uppercased() + $1.dropFirst()
        }
    }

    /// `Header` → `header`, `URL` → `url`, `URLList` → `urlList`: the leading run of capitals in
    /// lower case, except the last when a lower-case letter follows it (it starts the next word).
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = characters.prefix { $0.isUppercase }.count
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return characters[..<max(end, 1)].map { $0.lowercased() }.joined() + String(characters[max(end, 1)...])
    }

    /// True when `text` can name a Swift function or type as it is: ASCII letters, digits and
    /// underscores, not starting with a digit, and not a keyword.
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        let allowed = text.unicodeScalars.allSatisfy {
            $0.isASCII
                && ($0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0))
        }
        return allowed && !keywords.contains(text)
    }
}
