import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `complayout-preview`: `complayout` with the preview server linked in, built beside it. Only
/// `complayout preview` runs it, so that no other command pays for loading the server's libraries
/// when it starts.
enum PreviewProgram {
    static let name = "complayout-preview"

    /// Replaces this process with `complayout-preview` from this program's folder, given this
    /// program's arguments (`preview FILE …`); returns only by throwing, after saying why it could
    /// not be run.
    static func replaceThisProcess() throws -> Never {
        let path = URL(fileURLWithPath: runningProgramPath()).deletingLastPathComponent().appendingPathComponent(name)
            .path
        let arguments = [path] + CommandLine.arguments.dropFirst()
        var pointers = arguments.map { strdup($0) } + [nil]
        execv(path, &pointers)
        // Reached only when the program could not be run.
        let reason = String(cString: strerror(errno))
        var standardError = StandardError()
        standardError.write(
            "complayout: error: preview runs \(path), which is built beside complayout (`swift build`): \(reason)\n")
        throw ExitCode(ExitStatus.invalidInput)
    }

    /// The path of the program running, its symbolic links resolved, so that the one beside it is
    /// found whatever link started it.
    private static func runningProgramPath() -> String {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath().path
    }
}
