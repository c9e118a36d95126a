import ComplayoutDiagnostics
import ComplayoutTestSupport
import Foundation
import ComplayoutModel
import ComplayoutSpec
import Testing

/// The error cases in Specs/conformance/errors written for the spec reader.
enum ConformanceErrorFiles {
    static let directory = packageRoot.appendingPathComponent("Specs/conformance/errors")

    /// The cases about spec reading (the engine's cases are named `engine-*`).
    static func specReaderCases() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" && !$0.lastPathComponent.hasPrefix("engine-") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// `expect: { error: "…", line: N }` of a case, read from the YAML (the file itself does not load).
    static func expectedError(in text: String) -> (message: String, line: Int)? {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("expect:") }),
            let open = line.range(of: "error: \""), let lineKey = line.range(of: "\", line: ")
        else { return nil }
        let message = String(line[open.upperBound..<lineKey.lowerBound])
        let digits = line[lineKey.upperBound...].prefix { $0.isNumber }
        guard let number = Int(digits) else { return nil }
        return (message, number)
    }
}

@Suite struct ConformanceErrorFileTests {
    /// Each case's first diagnostic contains the expected text and sits on the expected line.
    @Test func everyCaseFailsAsItExpects() throws {
        let files = try ConformanceErrorFiles.specReaderCases()
        #expect(files.count >= (SpecDiagnosticID.allIDs + ModelDiagnosticID.allIDs).count)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let expected = try #require(ConformanceErrorFiles.expectedError(in: text), "\(file.lastPathComponent)")
            let first = try #require(diagnostics(of: text).first, "\(file.lastPathComponent) loads")
            #expect(first.message.contains(expected.message), "\(file.lastPathComponent): \(first.message)")
            #expect(first.range?.start.line == expected.line, "\(file.lastPathComponent): \(first)")
        }
    }

    /// Every id the reader can emit has a case whose first diagnostic has that id.
    @Test func everyIDHasACase() throws {
        var covered: Set<String> = []
        for file in try ConformanceErrorFiles.specReaderCases() {
            if let first = diagnostics(of: try String(contentsOf: file, encoding: .utf8)).first {
                covered.insert(first.id)
            }
        }
        for id in SpecDiagnosticID.allIDs + ModelDiagnosticID.allIDs {
            #expect(covered.contains(id), "no conformance case for \(id)")
            let named = ConformanceErrorFiles.directory.appendingPathComponent("\(id).yaml")
            #expect(FileManager.default.fileExists(atPath: named.path), "missing \(id).yaml")
        }
    }
}
