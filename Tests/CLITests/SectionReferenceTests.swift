import Foundation
import ComplayoutTestSupport
import Testing

/// Section references to docs/language.md cannot go stale (issue 16, point 7): each one in docs/,
/// README.md, Specs/**/README.md and the command-line help names its section twice — by number
/// and by the heading's anchor (a Markdown link) or title (plain text, `language.md §14 (Output)`)
/// — and the two must agree with language.md's headings, so renumbering a section breaks this test
/// rather than the reader's trust.
@Suite struct SectionReferenceTests {
    /// language.md's headings: every anchor, with the number of the `## N.` section it lies in, and
    /// the title of each numbered section.
    struct Headings {
        var sectionOfAnchor: [String: Int] = [:]
        var titles: [Int: String] = [:]

        init(markdown: String) {
            var current = 0
            var inFence = false
            for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") { inFence.toggle() }
                guard !inFence, line.hasPrefix("#") else { continue }
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("## "), let dot = title.firstIndex(of: "."), let number = Int(title[..<dot]) {
                    current = number
                    titles[number] = title[title.index(after: dot)...].trimmingCharacters(in: .whitespaces)
                }
                sectionOfAnchor[Self.anchor(of: title)] = current
            }
        }

        /// GitHub's anchor of a heading: lower case, punctuation but hyphens dropped, spaces as hyphens.
        static func anchor(of title: String) -> String {
            String(
                title.lowercased().compactMap { character -> Character? in
                    if character == " " { return "-" }
                    return character.isLetter || character.isNumber || character == "-" || character == "_"
                        ? character : nil
                })
        }
    }

    static let root = packageRoot

    /// The texts to check: the Markdown files in scope, and each command's help.
    static func texts() throws -> [(name: String, text: String, isLanguageFile: Bool)] {
        var texts: [(String, String, Bool)] = []
        let manager = FileManager.default
        var files = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        files.append("README.md")
        if let walker = manager.enumerator(atPath: root.appendingPathComponent("Specs").path) {
            for case let path as String in walker where path.hasSuffix("README.md") { files.append("Specs/" + path) }
        }
        for file in files.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            texts.append((file, text, file == "docs/language.md"))
        }
        for command in ["eval", "query", "explain", "render", "check", "validate", "scroll-targets", "diff", "transition",
            "matrix", "swift", "schema"]
        {
            let help = try complayout("help", command).output
            texts.append(("complayout help \(command)", help.split(whereSeparator: \.isWhitespace).joined(separator: " "), false))
        }
        return texts
    }

    /// `[… §N …](language.md#anchor)`, `[§N](#anchor)` inside language.md.
    static var link: Regex<(Substring, Substring, Substring, Substring, Substring?)> { #/\[([^\]]*?)(?:§\s?|[Ss]ection\s)(\d+)[^\]]*\]\(([^)#]*)(#[^)]*)?\)/# }
    /// A plain `language.md §N` or `language.md section N`, and what follows it.
    static var plain: Regex<(Substring, Substring, Substring)> { #/language\.md`?\)?\s*(?:§\s?|section\s)(\d+)(.{0,60})/# }

    @Test func everySectionReferenceNamesItsSection() throws {
        let headings = Headings(
            markdown: try String(contentsOf: Self.root.appendingPathComponent("docs/language.md"), encoding: .utf8))
        #expect(headings.titles.count >= 19)
        var checked = 0
        for (name, text, isLanguageFile) in try Self.texts() {
            var linked: [Range<String.Index>] = []
            for match in text.matches(of: Self.link) {
                let target = String(match.output.3)
                guard target.hasSuffix("language.md") || (isLanguageFile && target.isEmpty) else { continue }
                linked.append(match.range)
                checked += 1
                let number = Int(match.output.2) ?? -1
                guard let anchor = match.output.4.map({ String($0.dropFirst()) }) else {
                    Issue.record("\(name): \(match.output.0) links to language.md without the section's anchor")
                    continue
                }
                #expect(
                    headings.sectionOfAnchor[anchor] == number,
                    "\(name): \(match.output.0) — #\(anchor) is in §\(headings.sectionOfAnchor[anchor].map(String.init) ?? "none")")
            }
            for match in text.matches(of: Self.plain) where !linked.contains(where: { $0.overlaps(match.range) }) {
                checked += 1
                let number = Int(match.output.1) ?? -1
                guard let title = headings.titles[number] else {
                    Issue.record("\(name): \(match.output.0) — language.md has no section \(number)")
                    continue
                }
                // Plain text names the title after the number: `§14 (Output)` or `§14, Output`.
                let after = match.output.2.drop { $0 == " " || $0 == "(" || $0 == "," }
                #expect(
                    after.lowercased().hasPrefix(title.lowercased()),
                    "\(name): '\(match.output.0)' — §\(number) is '\(title)'; write 'language.md §\(number) (\(title))'")
            }
        }
        #expect(checked > 40)
    }

    @Test func anchorsFollowGitHub() {
        #expect(Headings.anchor(of: "13. Variants by environment (`when`)") == "13-variants-by-environment-when")
        #expect(Headings.anchor(of: "15. Conformance cases (`expect`)") == "15-conformance-cases-expect")
    }
}
