import ComplayoutDiagnostics
import Testing
import ComplayoutYAML

/// The root of a document that must load without diagnostics; nil (and a recorded issue) otherwise.
func root(_ text: String, limits: YAMLLimits = .default) -> YAMLNode? {
    do {
        return try YAMLLoader.load(text, limits: limits).root
    } catch {
        Issue.record("unexpected diagnostics: \(error.diagnostics)")
        return nil
    }
}

/// The diagnostics that loading throws; empty when it loads.
func diagnostics(_ text: String, limits: YAMLLimits = .default) -> [Diagnostic] {
    diagnostics(bytes: Array(text.utf8), limits: limits)
}

/// The diagnostics that loading these bytes throws; empty when they load.
func diagnostics(bytes: [UInt8], limits: YAMLLimits = .default) -> [Diagnostic] {
    do {
        _ = try YAMLLoader.load(bytes: bytes, limits: limits)
        return []
    } catch {
        return error.diagnostics
    }
}

/// The value under `key` in a mapping node.
func value(_ key: String, in node: YAMLNode?) -> YAMLNode? {
    node?.mapping?.first { $0.key.scalar?.value == key }?.value
}

/// The scalar keys of a mapping node, in order.
func keys(of node: YAMLNode?) -> [String] {
    node?.mapping?.compactMap { $0.key.scalar?.value } ?? []
}
