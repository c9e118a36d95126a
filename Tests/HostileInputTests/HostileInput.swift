import Foundation
import Testing

/// A file the CLI must refuse, and the diagnostic it must refuse it with.
struct HostileInput: Sendable, CustomTestStringConvertible {
    var name: String
    var path: String
    /// The first diagnostic's id, line and column; nil for an input that must be accepted.
    var expected: (id: String, line: Int, column: Int)?
    /// Written by the harness, and deleted once run.
    var isGenerated = false

    var testDescription: String { name }

    /// Reads `# expect: ID LINE:COLUMN` (or `# expect: accepted`) from the file's comments.
    init(file: URL) throws {
        name = file.lastPathComponent
        path = file.path
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("# expect: ") }) else {
            throw HostileInputError.noExpectation(name)
        }
        let words = line.dropFirst("# expect: ".count).split(separator: " ")
        if words == ["accepted"] {
            expected = nil
            return
        }
        let place = words.count == 2 ? words[1].split(separator: ":").compactMap { Int($0) } : []
        guard place.count == 2 else { throw HostileInputError.noExpectation(name) }
        expected = (String(words[0]), place[0], place[1])
    }

    init(name: String, path: String, expected: (id: String, line: Int, column: Int)?, isGenerated: Bool = false) {
        self.name = name
        self.path = path
        self.expected = expected
        self.isGenerated = isGenerated
    }
}

enum HostileInputError: Error {
    case noExpectation(String)
}
