import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutAnalysis
import ComplayoutSpec
import ComplayoutYAML

/// The stable ids of the diagnostics the command line reports about the files it is given.
package enum CommandDiagnosticID {
    /// A spec file that cannot be read.
    package static let unreadableFile = "unreadable-file"
    /// A path given to `check` that does not exist.
    package static let missingPath = "missing-path"

    /// `render -o` or `swift -o` cannot write its output.
    package static let unwritableFile = "unwritable-file"
    /// A picture would draw more elements than `render` allows.
    package static let tooManyElements = "too-many-elements"
    /// `explain` names an element the layout does not have.
    package static let noSuchElement = "no-such-element"

    /// Every id above, and those of the commands' libraries (scroll targets, transitions).
    package static let all: [String] = [
        unreadableFile, missingPath, unwritableFile, tooManyElements, noSuchElement, LayoutTransition.tooLargeID,
        ScrollTargets.noSuchSectionID, ScrollTargets.sectionNotOrthogonalID,
    ]
}

/// Every diagnostic id complayout reports, from the YAML front end to the command line; each is
/// catalogued in docs/diagnostics.md. `too-many-errors` closes the list of any stage.
public enum DiagnosticCatalogue {
    public static let allIDs: [String] =
        YAMLDiagnosticID.all + SpecDiagnosticID.all + EngineDiagnosticID.all.filter { !SpecDiagnosticID.all.contains($0) }
        + LintDiagnosticID.all + CommandDiagnosticID.all + [Diagnostic.tooManyErrorsID]
}
