import Complayout
import Foundation

/// Prints diagnostics to standard error in the format and colour the options ask for.
struct DiagnosticReporter {
    let format: DiagnosticFormat
    let colored: Bool

    init(_ options: DiagnosticOptions) {
        format = options.format
        colored = options.color.isEnabled(
            isTerminal: isatty(FileHandle.standardError.fileDescriptor) != 0,
            environment: ProcessInfo.processInfo.environment)
    }

    /// Prints `diagnostics` about the file at `path`, whose text is `source` when it could be read.
    func report(_ diagnostics: [Diagnostic], path: String, source: String?) {
        guard !diagnostics.isEmpty else { return }
        let formatter = format.formatter(path: path, source: source, colored: colored)
        var standardError = StandardError()
        standardError.write(diagnostics.map(formatter.render).joined())
    }

    /// Prints one diagnostic that has no place in a file, such as a file that cannot be read.
    func report(_ diagnostic: Diagnostic, path: String) {
        report([diagnostic], path: path, source: nil)
    }
}
