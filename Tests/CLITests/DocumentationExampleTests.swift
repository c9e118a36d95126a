import Foundation
import ComplayoutTestSupport
import Testing

/// Every command example in docs/*.md and README.md prints what the docs show (issue 16,
/// point 7): a fenced block whose first line is `$ complayout …` is run from the package root,
/// and the rest of the block must be its output exactly — standard output, then standard error.
@Suite struct DocumentationExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var command: String
        var output: String

        var testDescription: String { "\(file):\(line): \(command)" }
    }

    static func examples() throws -> [Example] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var examples: [Example] = []
        for file in docs + ["README.md"] {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var index = 0
            while index < lines.count {
                defer { index += 1 }
                guard lines[index].hasPrefix("```"), index + 1 < lines.count, lines[index + 1].hasPrefix("$ complayout ")
                else { continue }
                let start = index + 1
                var end = start + 1
                while end < lines.count, lines[end] != "```" { end += 1 }
                examples.append(
                    Example(
                        file: file, line: start + 1, command: String(lines[start].dropFirst(2)),
                        output: lines[(start + 1)..<end].map { $0 + "\n" }.joined()))
                index = end
            }
        }
        return examples
    }

    @Test func theDocsHaveExamples() throws {
        #expect(try Self.examples().count >= 14)
    }

    @Test(arguments: try examples())
    func theExamplePrintsWhatTheDocsShow(_ example: Example) throws {
        // `$0` is the built binary: the command line as the docs write it, with its quoting.
        let script = "\"$0\"" + example.command.dropFirst("complayout".count)
        let run = try ProcessRun.complayoutInShell(script)
        #expect(run.output + run.errors == example.output, "\(example.file):\(example.line)")
    }

    /// cli.md's "Shell completions": a script for each shell it names, with every subcommand.
    @Test(arguments: ["bash", "zsh", "fish"])
    func theDocumentedCompletionScriptsArePrinted(_ shell: String) throws {
        let run = try complayout("--generate-completion-script", shell)
        #expect(run.status == 0)
        for command in ["eval", "query", "explain", "scroll-targets", "matrix", "transition", "diff"] {
            #expect(run.output.contains(command), "\(shell): \(command)")
        }
    }
}
