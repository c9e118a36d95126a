import ArgumentParser
import Complayout

/// Numbers of the command line, read by the spec's own number reader (`CommandLineNumber`):
/// decimal literals only, finite, at most 10^12 in size — `--width 0x10`, `--width 1e300` and
/// `--offset inf` are usage errors, as they would be spec errors.
enum NumberArgument {
    /// For `@Option(transform:)`: `text` as a number, or a usage error that says why not.
    static func number(_ text: String) throws -> Double {
        switch CommandLineNumber.parse(text) {
        case .success(let value): return value
        case .failure(let refusal): throw ValidationError(refusal.description)
        }
    }
}
