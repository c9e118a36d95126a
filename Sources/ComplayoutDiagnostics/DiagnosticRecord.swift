/// One diagnostic as `--diagnostics-format json` prints it: a JSON Lines record of its own, with
/// the format's version in every record, since records of several files and commands mix.
///
/// Positions are 1-based; the end is the position just past the range. A diagnostic without a
/// place has `null` for the four numbers.
public struct DiagnosticRecord: Codable, Sendable, Hashable {
    /// The version of this record's format (docs/cli.md, "Machine output and its versions").
    public static let currentVersion = 1

    /// A note of the diagnostic, with its own place.
    public struct Note: Codable, Sendable, Hashable {
        public var place: Place
        public var message: String

        public init(from decoder: any Decoder) throws {
            place = try Place(from: decoder)
            message = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .message)
        }

        public func encode(to encoder: any Encoder) throws {
            try place.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .message)
        }

        private enum CodingKeys: String, CodingKey { case message }

        init(_ note: Diagnostic.Note, path: String) {
            place = Place(file: path, range: note.range)
            message = note.message
        }
    }

    /// A file and a range in it; the numbers are null when there is no range.
    public struct Place: Codable, Sendable, Hashable {
        public var file: String
        public var line: Int?
        public var column: Int?
        public var endLine: Int?
        public var endColumn: Int?

        init(file: String, range: SourceRange?) {
            self.file = file
            line = range?.start.line
            column = range?.start.column
            endLine = range?.end.line
            endColumn = range?.end.column
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            // Written as null when absent, so every record has the same members.
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(endLine, forKey: .endLine)
            try container.encode(endColumn, forKey: .endColumn)
        }
    }

    public var formatVersion: Int
    public var place: Place
    public var severity: String
    public var id: String
    public var message: String
    public var notes: [Note]

    /// The record of `diagnostic`, about the file at `path`.
    public init(_ diagnostic: Diagnostic, path: String) {
        formatVersion = Self.currentVersion
        place = Place(file: path, range: diagnostic.range)
        severity = diagnostic.severity.rawValue
        id = diagnostic.id
        message = diagnostic.message
        notes = diagnostic.notes.map { Note($0, path: path) }
    }

    private enum CodingKeys: String, CodingKey {
        case formatVersion, severity, id, message, notes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        place = try Place(from: decoder)
        severity = try container.decode(String.self, forKey: .severity)
        id = try container.decode(String.self, forKey: .id)
        message = try container.decode(String.self, forKey: .message)
        notes = try container.decode([Note].self, forKey: .notes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try place.encode(to: encoder)
        try container.encode(severity, forKey: .severity)
        try container.encode(id, forKey: .id)
        try container.encode(message, forKey: .message)
        try container.encode(notes, forKey: .notes)
    }
}
