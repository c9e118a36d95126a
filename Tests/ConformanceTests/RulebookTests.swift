import Foundation
import ComplayoutTestSupport
import Testing

/// docs/rules.md defines every rule (R…), decision (D…) and observed fact (F…) that the code, the
/// docs and the specs cite.
@Suite struct RulebookTests {
    /// The identifiers docs/rules.md defines: its `### R17 — …` headings.
    private static func defined() throws -> Set<String> {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let heading = #/^### ([RDF][0-9]{1,2}) /#.anchorsMatchLineEndings()
        return Set(text.matches(of: heading).map { String($0.output.1) })
    }

    /// Every identifier cited in the files under `folder` with one of `extensions`, with a file citing it.
    private static func cited(under folder: String, extensions: Set<String>) -> [String: String] {
        let root = packageRoot.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [:] }
        // R17, R4a, R4(b), D7, F3: the letter and number, sub-forms folded into their rule.
        let citation = /\b([RDF][0-9]{1,2})(?:[a-z]|\([a-z]\))?\b/
        var found: [String: String] = [:]
        for case let url as URL in walker where extensions.contains(url.pathExtension) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for match in text.matches(of: citation) {
                found[String(match.output.1)] = found[String(match.output.1)] ?? url.path
            }
        }
        return found
    }

    @Test func everyCitedRuleIsDefined() throws {
        let defined = try Self.defined()
        #expect(defined.count >= 64 + 12)
        for folder in ["Sources", "docs", "Specs"] {
            let cited = Self.cited(under: folder, extensions: ["swift", "md", "yaml", "yml"])
            for (identifier, file) in cited.sorted(by: { $0.key < $1.key }) where !defined.contains(identifier) {
                Issue.record("\(identifier), cited in \(file), is not defined in docs/rules.md")
            }
        }
    }

    @Test func theFactsOverrideTheRulesTheyAmend() throws {
        // F1–F5 and F7 changed rules; each must be defined and cited by the engine's sources.
        let sources = Self.cited(under: "Sources", extensions: ["swift"])
        for fact in ["F1", "F2", "F3", "F4", "F5", "F7"] {
            #expect(sources[fact] != nil, "\(fact) is not cited anywhere in Sources/")
        }
    }
}
