import ComplayoutAnalysis
import ComplayoutDiagnostics
import ComplayoutEngine
import CompositionalLayoutKit

/// The stable ids of the diagnostics the command line reports about the files it is given.
package enum CommandDiagnosticID: String, DiagnosticIDSet {
    /// A spec file that cannot be read.
    case unreadableFile = "unreadable-file"
    /// A path given to `check` that does not exist.
    case missingPath = "missing-path"
    /// `render -o` or `swift -o` cannot write its output.
    case unwritableFile = "unwritable-file"
    /// Standard output cannot be written (a full disk, a closed descriptor); a broken pipe is not
    /// reported (docs/cli.md).
    case unwritableOutput = "unwritable-output"
    /// A picture would draw more elements than `render` allows.
    case tooManyElements = "too-many-elements"
    /// `eval` or `query` would print more elements than `--max-elements` allows.
    case outputTooLarge = "output-too-large"
    /// `explain` names an element the layout does not have.
    case noSuchElement = "no-such-element"
}

/// Every diagnostic id complayout reports, from the YAML front end to the command line, each
/// catalogued in docs/diagnostics.md: derived from the id enums of every stage, so none is missed.
public enum DiagnosticCatalogue {
    public static let allIDs: [String] =
        ConformanceRunner.errorIDs + ScrollTargetsDiagnosticID.allIDs + TransitionDiagnosticID.allIDs
        + LintDiagnosticID.allIDs + CommandDiagnosticID.allIDs + CommonDiagnosticID.allIDs
        + LayoutKitDiagnosticID.allIDs
}
