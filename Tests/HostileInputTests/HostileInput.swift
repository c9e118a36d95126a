import Foundation
import Testing

/// A file the CLI must handle, and how.
struct HostileInput: Sendable, CustomTestStringConvertible {
    enum Refusal: Sendable {
        /// Exit 2, with this diagnostic first.
        case refused(id: String, line: Int, column: Int)
        /// Exit 0.
        case accepted
        /// Exit 0 or 2, whichever: an input the fuzzer once found troublesome, which must now
        /// simply be handled within the bounds.
        case handled
    }

    var name: String
    var path: String
    var expected: Refusal
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
            expected = .accepted
            return
        }
        let place = words.count == 2 ? words[1].split(separator: ":").compactMap { Int($0) } : []
        guard place.count == 2 else { throw HostileInputError.noExpectation(name) }
        expected = .refused(id: String(words[0]), line: place[0], column: place[1])
    }

    init(name: String, path: String, expected: Refusal, isGenerated: Bool = false) {
        self.name = name
        self.path = path
        self.expected = expected
        self.isGenerated = isGenerated
    }
}

enum HostileInputError: Error {
    case noExpectation(String)
}
