import ComplayoutAnalysis
import ComplayoutCodegen
import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
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
    /// `eval` or `query` would print more elements than `--max-elements` allows.
    case outputTooLarge = "output-too-large"
    /// `explain` names an element the layout does not have.
    case noSuchElement = "no-such-element"
    /// `query --kind` or `explain --kind` names an element kind the layout does not have.
    case unknownElementKind = "unknown-element-kind"
}

/// The messages of the command line (`CommandDiagnosticID`), each worded once.
package enum CommandDiagnostic: DiagnosticMessage {
    /// A spec file that cannot be read.
    case unreadableFile
    /// A FIFO that no process opened for writing within `seconds`.
    case fifoWithoutWriter(seconds: Int32)
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
    /// Output of more than `limit` elements: `what` (`the layout has`, `the rectangle holds`), and
    /// `hint`, what to give instead.
    case outputTooLarge(what: String, limit: Int, hint: String)
    /// A layout with more than `limit` elements to compare.
    case comparisonTooLarge(limit: Int)
    /// An element the layout does not have.
    case noSuchElement(ElementKey)
    /// `--kind kind` of `category`, which the layout has no element of; `hint` says what it has.
    case unknownElementKind(String, category: ElementCategory, hint: ElementKindHint)

    package var id: CommandDiagnosticID {
        switch self {
        case .unreadableFile, .fifoWithoutWriter: .unreadableFile
        case .missingPath, .missingFolder: .missingPath
        case .unwritableFile: .unwritableFile
        case .unwritableOutput: .unwritableOutput
        case .pictureTooLarge, .comparisonTooLarge: .tooManyElements
        case .outputTooLarge: .outputTooLarge
        case .noSuchElement: .noSuchElement
        case .unknownElementKind: .unknownElementKind
        }
    }

    package var message: String {
        switch self {
        case .unreadableFile: "cannot read the file"
        case .fifoWithoutWriter(let seconds): "cannot read the file: no process wrote to this FIFO within \(seconds) seconds"
        case .missingPath: "no such file or folder"
        case .missingFolder: "no such folder"
        case .unwritableFile(let reason): "cannot write the file: \(reason)"
        case .unwritableOutput(let reason): "cannot write standard output: \(reason)"
        case .pictureTooLarge(let problem, let hint): "\(problem); \(hint)"
        case .outputTooLarge(let what, let limit, let hint):
            "\(what) more than \(limit) elements to print; \(hint), or a larger --max-elements"
        case .comparisonTooLarge(let limit):
            "the layout has more than \(limit) elements to compare; compare a smaller data set"
        case .noSuchElement(let key): "the layout has no \(key)"
        case .unknownElementKind(let kind, let category, let hint):
            "the layout has no \(Self.noun(category)) of kind '\(kind)'; \(Self.text(of: hint, kind: kind))"
        }
    }

    private static func text(of hint: ElementKindHint, kind: String) -> String {
        switch hint {
        case .category(let other): "'\(kind)' is a \(noun(other)): give --category \(other.rawValue)"
        case .suggestion(let suggestion): "did you mean '\(suggestion)'?"
        case .kinds(let kinds):
            kinds.isEmpty ? "it has none" : "its kinds are \(kinds.map { "'\($0)'" }.joined(separator: ", "))"
        }
    }

    private static func noun(_ category: ElementCategory) -> String {
        category == .decoration ? "decoration" : "supplementary"
    }
}

/// What an unknown `--kind` could have been meant as.
package enum ElementKindHint: Sendable, Hashable {
    /// A kind of the other category (`category`), which has it.
    case category(ElementCategory)
    /// The closest kind of the category.
    case suggestion(String)
    /// None close: every kind of the category.
    case kinds([String])
}

/// Every diagnostic id complayout reports, from the YAML front end to the command line, each
/// catalogued in docs/diagnostics.md: derived from the id enums of every stage, so none is missed.
public enum DiagnosticCatalogue {
    public static let allIDs: [String] =
        ConformanceRunner.errorIDs + ScrollTargetsDiagnosticID.allIDs + TransitionDiagnosticID.allIDs
        + LintDiagnosticID.allIDs + CommandDiagnosticID.allIDs + CommonDiagnosticID.allIDs
        + LayoutKitDiagnosticID.allIDs + CodegenDiagnosticID.allIDs
}
