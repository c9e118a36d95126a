import Complayout
import Foundation
import Synchronization

/// Prints diagnostics to standard error in the format and colour the options ask for, each
/// distinct one once: a command that evaluates one file twice (`diff` and `transition` of a spec
/// with itself, `diff --against-…`) would otherwise print the same warning at the same place twice.
struct DiagnosticReporter {
    let format: DiagnosticFormat
    /// `--color`, looked at only when there is something to print: a command that prints no
    /// diagnostic does not read the environment.
    private let color: ColorMode
    /// What this reporter, and every copy of it, has printed.
    private let printed = PrintedDiagnostics()

    init(_ options: DiagnosticOptions) {
        format = options.format
        color = options.color
    }

    /// Whether text diagnostics are coloured (standard error is a terminal, `TERM`, `NO_COLOR`).
    var colored: Bool {
        color.isEnabled(
            isTerminal: isatty(FileHandle.standardError.fileDescriptor) != 0,
            environment: ProcessInfo.processInfo.environment)
    }

    /// Prints `diagnostics` about the file at `path`, whose text is `source` when it could be read,
    /// leaving out any printed before exactly so.
    func report(_ diagnostics: [Diagnostic], path: String, source: String?) {
        guard !diagnostics.isEmpty else { return }
        let formatter = format.formatter(path: path, source: source, colored: colored)
        let text = printed.firstTimes(diagnostics.map(formatter.render)).joined()
        guard !text.isEmpty else { return }
        var standardError = StandardError()
        standardError.write(text)
    }

    /// Prints one diagnostic that has no place in a file, such as a file that cannot be read.
    func report(_ diagnostic: Diagnostic, path: String) {
        report([diagnostic], path: path, source: nil)
    }
}

/// The rendered diagnostics a reporter has printed, shared by its copies.
private final class PrintedDiagnostics: Sendable {
    private let texts = Mutex<Set<String>>([])

    /// Those of `renderings` not printed before, in order, now counted as printed.
    func firstTimes(_ renderings: [String]) -> [String] {
        texts.withLock { texts in renderings.filter { texts.insert($0).inserted } }
    }
}
