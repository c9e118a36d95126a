import ComplayoutAnalysis
import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutOutput
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
    /// `explain` names an element the layout does not have.
    case noSuchElement = "no-such-element"
}

/// The messages of the command line (`CommandDiagnosticID`), each worded once.
package enum CommandDiagnostic: DiagnosticMessage {
    /// A spec file that cannot be read.
    case unreadableFile
    /// A path given to `check` that does not exist.
    case missingPath
    /// A folder given to `check --recorded` that does not exist.
    case missingFolder
    /// An output file that cannot be written, for `reason`.
    case unwritableFile(reason: String)
    /// Standard output that cannot be written, for `reason`.
    case unwritableOutput(reason: String)
    /// A picture with more elements than it may draw; `hint` says what to give instead.
    case pictureTooLarge(TooManyElements, hint: String)
    /// A layout with more than `limit` elements to compare.
    case comparisonTooLarge(limit: Int)
    /// An element the layout does not have.
    case noSuchElement(ElementKey)

    package var id: CommandDiagnosticID {
        switch self {
        case .unreadableFile: .unreadableFile
        case .missingPath, .missingFolder: .missingPath
        case .unwritableFile: .unwritableFile
        case .unwritableOutput: .unwritableOutput
        case .pictureTooLarge, .comparisonTooLarge: .tooManyElements
        case .noSuchElement: .noSuchElement
        }
    }

    package var message: String {
        switch self {
        case .unreadableFile: "cannot read the file"
        case .missingPath: "no such file or folder"
        case .missingFolder: "no such folder"
        case .unwritableFile(let reason): "cannot write the file: \(reason)"
        case .unwritableOutput(let reason): "cannot write standard output: \(reason)"
        case .pictureTooLarge(let problem, let hint): "\(problem); \(hint)"
        case .comparisonTooLarge(let limit):
            "the layout has more than \(limit) elements to compare; compare a smaller data set"
        case .noSuchElement(let key): "the layout has no \(key)"
        }
    }
}

/// Every diagnostic id complayout reports, from the YAML front end to the command line, each
/// catalogued in docs/diagnostics.md: derived from the id enums of every stage, so none is missed.
public enum DiagnosticCatalogue {
    public static let allIDs: [String] =
        ConformanceRunner.errorIDs + ScrollTargetsDiagnosticID.allIDs + TransitionDiagnosticID.allIDs
        + LintDiagnosticID.allIDs + CommandDiagnosticID.allIDs + CommonDiagnosticID.allIDs
        + LayoutKitDiagnosticID.allIDs + MatrixDiagnosticID.allIDs
}
