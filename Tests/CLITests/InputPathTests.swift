import ComplayoutTestSupport
import Foundation
import Testing

/// Every command reads the files it is given the same way (docs/cli.md "Reading specs"): invalid
/// UTF-8 refused where it is, at most the byte limit read, a FIFO with no writer refused after a
/// bounded wait, a directory unreadable.
@Suite struct InputPathTests {
    static let invalid = "Tests/HostileInputs/invalid-utf8.yaml"

    @Test(arguments: ["eval", "validate", "swift", "render"])
    func invalidUTF8IsRefusedAtItsByte(command: String) throws {
        let run = try complayout(command, Self.invalid)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("\(Self.invalid):3:7: error: invalid leading UTF-8 octet (byte 0x80) [yaml-syntax]\n"))
    }

    @Test func checkRefusesInvalidUTF8AsEveryCommandDoes() throws {
        let run = try complayout("check", Self.invalid, "--verbose")
        #expect(run.status == 1)
        #expect(run.errors.contains("\(Self.invalid):3:7: error: invalid leading UTF-8 octet (byte 0x80) [yaml-syntax]"))
    }

    @Test func checkReadsNoMoreThanTheByteLimit() throws {
        // 17 MiB of comments: refused at the first byte past 16 MiB, as eval refuses it.
        let file = try temporaryDirectory().appendingPathComponent("large.yaml")
        let line = String(repeating: "#", count: 1023) + "\n"
        try Data(String(repeating: line, count: 17 << 10).utf8).write(to: file)
        for command in ["check", "eval"] {
            let run = try complayout(command, file.path)
            #expect(run.errors.contains("[file-too-large]"), "\(command): \(run.errors)")
        }
    }

    @Test func aFIFOIsReadOnceWritten() throws {
        let fifo = try temporaryDirectory().appendingPathComponent("spec.yaml")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let run = try ProcessRun.complayoutInShell(
            #"cat "$1" > "$2" & "$0" validate "$2"; echo "status $?"; wait"#, "Specs/examples/photo-grid.yaml", fifo.path)
        #expect(run.output.hasSuffix("status 0\n"), "\(run.errors)")
    }

    @Test func aFIFOWithNoWriterIsRefusedAfterABoundedWait() throws {
        let fifo = try temporaryDirectory().appendingPathComponent("spec.yaml")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let start = ContinuousClock.now
        let run = try complayout("validate", fifo.path)
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(run.status == 2)
        #expect(
            run.errors == "\(fifo.path): error: cannot read the file: no process wrote to this FIFO within 10 seconds "
                + "[unreadable-file]\n")
    }

    @Test(arguments: ["eval", "validate", "swift"])
    func aDirectoryIsUnreadable(command: String) throws {
        let run = try complayout(command, "Specs")
        #expect(run.status == 2)
        #expect(run.errors == "Specs: error: cannot read the file [unreadable-file]\n")
    }
}
