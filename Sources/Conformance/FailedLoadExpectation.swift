import Diagnostics
import Foundation
import YAMLFrontEnd

/// Reads `expect: { error, line }` from a file that does not load as a spec.
///
/// When the file is valid YAML the block is read from the document; when it is not (a case about a
/// YAML syntax error), a one-line flow mapping `expect: { error: …, line: N }` starting in column 1
/// is read on its own.
enum FailedLoadExpectation {
    /// The expected message substring and line, or nil when the file expects no error.
    static func read(from text: String) -> (message: String, line: Int?)? {
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

    private static func read(root: YAMLNode) -> (message: String, line: Int?)? {
        guard let expect = value(of: "expect", in: root),
            let message = value(of: "error", in: expect)?.scalar?.value
        else { return nil }
        let line = value(of: "line", in: expect)?.scalar.flatMap { Double($0.value.replacingOccurrences(of: "_", with: "")) }
            .flatMap { Int(exactly: $0) }
        return (message, line)
    }

    private static func value(of key: String, in node: YAMLNode) -> YAMLNode? {
        node.mapping?.first { $0.key.scalar?.value == key }?.value
    }
}
