import ComplayoutTestSupport
import Foundation
import Testing

/// The files of a directory of the package, by name.
private func files(in directory: String) -> [URL] {
    let url = packageRoot.appendingPathComponent(directory)
    let found = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
    return found.filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
}

/// The corpus: every file in Tests/HostileInputs, the generated ones, a file that must work, and
/// the inputs the fuzzer found (Tests/FuzzRegressions; docs/fuzzing.md).
private let corpus: [HostileInput] = {
    let committed = files(in: "Tests/HostileInputs").compactMap { try? HostileInput(file: $0) }
    let accepted = HostileInput(
        name: "billion-items.yaml (10^9 items must work)",
        path: packageRoot.appendingPathComponent("Specs/examples/billion-items.yaml").path, expected: .accepted)
    let fuzzed = files(in: "Tests/FuzzRegressions").map {
        HostileInput(name: "fuzz: " + $0.lastPathComponent, path: $0.path, expected: .handled)
    }
    return committed + GeneratedInputs.all + [accepted] + fuzzed
}()

/// The CLI under test: `COMPLAYOUT_BINARY` when set (CI passes the release build), else the
/// debug build beside the test bundle.
private let binary: (path: String, isOptimised: Bool)? = {
    if let path = ProcessInfo.processInfo.environment["COMPLAYOUT_BINARY"] {
        return (URL(fileURLWithPath: path, relativeTo: packageRoot).path, true)
    }
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("complayout").path }
        .first { FileManager.default.isExecutableFile(atPath: $0) }.map { ($0, false) }
}()

/// The bounds of docs/limits.md. The time bound is the contract's second for an optimised build;
/// a debug build is some twenty times slower, so against it the bound only catches hangs.
private let memoryBound = 200 << 20
private let timeBound: Duration = binary?.isOptimised == true ? .seconds(1) : .seconds(30)

/// Each hostile input through the built `complayout validate`, `eval` and `explain`: refused with
/// exit 2 and the expected `FILE:LINE:COLUMN: error: … [id]` first, or accepted with exit 0 —
/// within the bounds, measured on the child by the kernel: wall clock to `wait4`, and its resident
/// high-water mark.
@Suite(.serialized) struct HostileInputTests {
    /// Every kind of hostile input of docs/limits.md has at least one file refused with its id.
    @Test func theCorpusCoversEveryLimit() {
        let refused = Set(corpus.compactMap { input -> String? in
            if case .refused(let id, _, _) = input.expected { return id }
            return nil
        })
        let required = [
            "file-too-large", "alias-expansion-too-large", "too-many-nodes", "nesting-too-deep",
            "group-nesting-too-deep", "count-too-large", "item-count-too-large", "number-too-large",
            "non-finite-number", "invalid-value", "negative-value", "group-zero-length-items", "duplicate-key",
            "yaml-syntax", "missing-key", "wrong-type", "group-too-many-items", "layout-too-many-elements",
            "too-many-sections", "unknown-key",
        ]
        for id in required {
            #expect(refused.contains(id), "no hostile input is refused with \(id)")
        }
        #expect(corpus.contains { if case .accepted = $0.expected { true } else { false } })
    }

    @Test(arguments: corpus)
    func refusedQuicklyInBoundedMemory(_ input: HostileInput) throws {
        let executable = try #require(binary?.path, "the complayout binary is not built")
        let errorFile = GeneratedInputs.directory.appendingPathComponent("stderr.txt").path
        defer {
            try? FileManager.default.removeItem(atPath: errorFile)
            if input.isGenerated { try? FileManager.default.removeItem(atPath: input.path) }
        }
        // An input that may load is not printed whole (10^9 items would be 10^9 lines); `query`
        // prints what one screen holds. `explain` evaluates as `eval` does and then records how
        // the element's group instance was solved: it must stay within the same bounds.
        let explain = ["explain", "--index-path", "0,0"]
        let commands: [[String]] =
            switch input.expected {
            case .refused: [["validate"], ["eval"], explain]
            case .accepted: [["validate"], explain]
            case .handled: [["validate"], ["query", "--rect", "0,0,1024,1024"], explain]
            }
        for arguments in commands {
            let command = arguments.joined(separator: " ")
            let run = try runChild(
                executable, [arguments[0], input.path] + arguments.dropFirst(), errorFile: errorFile,
                killAfter: timeBound * 2)
            let firstLine = run.errors.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
            switch input.expected {
            case .refused(let id, let line, let column):
                #expect(run.status == 2, "\(command): exit \(run.status)")
                let place = "\(input.path):\(line):\(column): error: "
                #expect(
                    firstLine.hasPrefix(place) && firstLine.hasSuffix(" [\(id)]"),
                    "\(command): expected \(id) at \(line):\(column), got \(firstLine.prefix(300))")
            case .accepted:
                #expect(run.status == 0, "\(command): exit \(run.status): \(firstLine.prefix(300))")
            case .handled:
                #expect(run.status == 0 || run.status == 2, "\(command): exit \(run.status): \(firstLine.prefix(300))")
                // A refusal is a positioned diagnostic with an id.
                #expect(run.status == 0 || firstLine.hasPrefix(input.path + ":") && firstLine.hasSuffix("]"))
            }
            #expect(run.wallTime < timeBound, "\(command): took \(run.wallTime)")
            #expect(run.peakMemoryBytes < memoryBound, "\(command): peak memory \(run.peakMemoryBytes >> 20) MiB")
            print(
                "hostile input \(input.name) \(command): \(run.wallTime) (CPU \(run.processorTime)), "
                    + "peak \(run.peakMemoryBytes >> 10) KiB")
        }
    }
}
