import ComplayoutDiagnostics
import Foundation
import ComplayoutSpec
import ComplayoutYAML

/// Reads `expect: { error, line, id }` from a file that does not load as a spec.
///
/// When the file is valid YAML the block is read from the document; when it is not (a case about a
/// YAML syntax error), a one-line flow mapping `expect: { error: …, line: N, id: … }` starting in
/// column 1 is read on its own.
struct FailedLoadExpectation: Sendable, Hashable {
    /// A substring of the expected message.
    var message: String
    /// The line the diagnostic must start on, when given.
    var line: Int?
    /// The diagnostic's id, when given.
    var id: String?

    /// The expected error, or nil when the file expects no error.
    static func read(from text: String) -> FailedLoadExpectation? {
        if let document = try? YAMLLoader.load(text) {
            return document.root.flatMap(read(root:))
        }
        for line in text.split(separator: "\n") where line.hasPrefix("expect:") {
            if let document = try? YAMLLoader.load(String(line)), let root = document.root {
                return read(root: root)
            }
        }
        return nil
    }

    /// True when `diagnostic` is the expected error.
    func matches(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.contains(message) && (line == nil || diagnostic.range?.start.line == line)
            && (id == nil || diagnostic.id == id)
    }

    /// How the expectation reads in a failure message: `an error [id] containing "…" on line N`.
    var summary: String {
        "an error" + (id.map { " [\($0)]" } ?? "") + " containing \"\(message)\"" + (line.map { " on line \($0)" } ?? "")
    }

    /// The error form of the document's `expect`, read as a file that loads reads it.
    private static func read(root: YAMLNode) -> FailedLoadExpectation? {
        guard case .error(let message, let line, let id, _) = SpecLoader.expectation(in: root) else { return nil }
        return FailedLoadExpectation(message: message, line: line, id: id)
    }
}
