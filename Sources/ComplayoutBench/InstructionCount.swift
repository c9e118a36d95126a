import Foundation

/// Instructions counted by callgrind (valgrind's instruction-level profiler), which gives the same
/// count on every run where a time moves with the machine's load: this program started again
/// under callgrind with `--probe`, collecting only inside the C function named `function` and
/// its callees. Callgrind runs a copy without debug information (`strip -g`), since valgrind 3.19
/// cannot read the DWARF that Swift 6 writes.
struct InstructionCount {
    /// The valgrind and strip executables.
    var valgrind: String
    var strip: String
    /// The C name of the function whose instructions, with its callees', are counted.
    var function: String

    /// A count through the valgrind and strip in `PATH`; nil when either is missing.
    init?(function: String) {
        guard let valgrind = ChildProcess.find("valgrind"), let strip = ChildProcess.find("strip") else { return nil }
        self.valgrind = valgrind
        self.strip = strip
        self.function = function
    }

    /// The instructions of `function` in each run of this program with one of `probes`' arguments,
    /// in order; nil for a run that callgrind did not count.
    func instructions(probes: [[String]]) -> [Int?] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-bench-\(getpid())-callgrind")
        defer { try? FileManager.default.removeItem(at: directory) }
        let program = directory.appendingPathComponent("complayout-bench").path
        let output = directory.appendingPathComponent("callgrind.out").path
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil,
            ChildProcess(arguments: [strip, "-g", ChildProcess.thisProgram, "-o", program]).run()?.status == 0
        else { return probes.map { _ in nil } }
        return probes.map { arguments in
            let callgrind = ChildProcess(
                arguments: [
                    valgrind, "--tool=callgrind", "--toggle-collect=\(function)", "--callgrind-out-file=\(output)", program,
                ] + arguments,
                standardError: "/dev/null")
            guard callgrind.run()?.status == 0, let text = try? String(contentsOfFile: output, encoding: .utf8) else {
                return nil
            }
            // "summary: N" holds the events collected: instructions, the only one asked for.
            let summary = text.split(separator: "\n").first { $0.hasPrefix("summary:") }
            return summary?.split(separator: " ").last.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        }
    }
}
