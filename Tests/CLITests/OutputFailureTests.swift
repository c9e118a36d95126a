import ComplayoutTestSupport
import Foundation
import Testing

/// Standard output that cannot be written, and `-o` over special files (docs/cli.md "Output"):
/// never a trap — a broken pipe stops quietly with 141, other failures are reported once with
/// status 2, and `-o` writes through links and into FIFOs and devices instead of replacing them.
@Suite struct OutputFailureTests {
    static let spec = "Specs/examples/photo-grid.yaml"
    /// Output larger than a pipe's buffer, so the writer is still writing when its reader leaves.
    static let endless = "Specs/examples/billion-items.yaml"

    @Test func aFullDeviceIsReportedOnce() throws {
        let run = try ProcessRun.complayoutInShell(#""$0" eval "$1" > /dev/full"#, Self.spec)
        #expect(run.status == 2)
        #expect(run.errors == "complayout: error: cannot write standard output: No space left on device [unwritable-output]\n")
    }

    @Test func aClosedStandardOutputIsReportedOnce() throws {
        let run = try ProcessRun.complayoutInShell(#""$0" eval "$1" >&-"#, Self.spec)
        #expect(run.status == 2)
        #expect(run.errors == "complayout: error: cannot write standard output: Bad file descriptor [unwritable-output]\n")
    }

    @Test func aClosedStandardErrorEndsWithoutATrap() throws {
        let run = try ProcessRun.complayoutInShell(#""$0" eval no-such-file.yaml 2>&-; echo "status $?""#)
        #expect(run.output == "status 2\n")
        #expect(run.errors.isEmpty)
    }

    @Test(arguments: ["eval", "query"])
    func aBrokenPipeStopsQuietly(command: String) throws {
        // SIGPIPE ignored, as a parent may leave it: the write fails with EPIPE instead.
        // More than a pipe holds, within --max-elements: all 10^9 elements, or 38,000 in a rectangle.
        let arguments = command == "eval" ? "--format jsonl --max-elements 2000000000" : "--rect 0,0,400,1000000"
        let run = try ProcessRun.complayoutInShell(
            #"trap '' PIPE; "$0" \#(command) "$1" \#(arguments) 2>&1 | head -c 10 > /dev/null; echo "status ${PIPESTATUS[0]}""#,
            Self.endless)
        #expect(run.output == "status 141\n")
        #expect(run.errors.isEmpty)
    }

    @Test func writingThroughASymbolicLinkKeepsTheLink() throws {
        let directory = try temporaryDirectory()
        let target = directory.appendingPathComponent("target.svg")
        let link = directory.appendingPathComponent("link.svg")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let run = try ProcessRun.complayout(arguments: ["render", Self.spec, "-o", link.path])
        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test func aFIFOIsWrittenNotReplaced() throws {
        let fifo = try temporaryDirectory().appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let run = try ProcessRun.complayoutInShell(
            #"cat "$2" | wc -c & "$0" swift "$1" -o "$2"; s=$?; wait; test -p "$2" && echo "fifo kept, status $s""#,
            Self.spec, fifo.path)
        #expect(run.output.contains("fifo kept, status 0"))
        #expect((Int(run.output.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0) > 100)
    }

    @Test func aDeviceIsWrittenNotReplaced() throws {
        let run = try ProcessRun.complayout(arguments: ["render", Self.spec, "-o", "/dev/null"])
        #expect(run.status == 0)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func aRegularFileIsReplacedWhole() throws {
        let file = try temporaryDirectory().appendingPathComponent("out.swift")
        try Data(String(repeating: "x", count: 100_000).utf8).write(to: file)
        let run = try ProcessRun.complayout(arguments: ["swift", Self.spec, "-o", file.path])
        #expect(run.status == 0)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.hasPrefix("//") || written.hasPrefix("import"))
        #expect(!written.contains("xxxx"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["out.swift"])
    }
}

/// A new, empty temporary directory.
func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-output-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
