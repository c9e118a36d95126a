/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A message about a place in a layout file: what is wrong, where, and a stable id for tools.
public struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
    /// A secondary message that points at a related place ("the group is defined here").
    public struct Note: Sendable, Hashable {
        public var message: String
        public var range: SourceRange?

        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    public var severity: Severity
    /// Stable kebab-case identifier, e.g. `unknown-key`; listed in docs/diagnostics.md.
    public var id: String
    public var message: String
    /// Where the problem is; nil for problems that have no place in a file.
    public var range: SourceRange?
    public var notes: [Note]

    /// The diagnostic `message` says, at `range`.
    public init(_ message: some DiagnosticMessage, at range: SourceRange?, notes: [Note] = []) {
        severity = message.severity
        id = message.id.rawValue
        self.message = message.message
        self.range = range
        self.notes = notes
    }

    /// A warning reported as an error instead, as `--warnings-as-errors` asks; other diagnostics unchanged.
    public var promotedToError: Diagnostic {
        var promoted = self
        if severity == .warning { promoted.severity = .error }
        return promoted
    }

    public var description: String {
        let place = range.map { "\($0.start): " } ?? ""
        return "\(place)\(severity.rawValue): \(message) [\(id)]"
    }
}

/// Several diagnostics thrown together: every problem found in one file.
public struct DiagnosticList: Error, Sendable, Hashable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// True when at least one diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
