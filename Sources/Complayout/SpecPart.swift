import ComplayoutAnalysis
import ComplayoutDiagnostics
import ComplayoutEngine

/// The part of a spec a diagnostic points into: its layout, its data or its environment. The
/// command line reads the data and the environment from files of their own when asked
/// (`--data`, `--environment`), and prints a diagnostic about them under that file's path.
public enum SpecPart: Sendable, Hashable {
    case layout
    case data
    case environment

    /// The part `diagnostic` points into: each id always points into the same part.
    public init(of diagnostic: Diagnostic) {
        if Self.dataIDs.contains(diagnostic.id) {
            self = .data
        } else if Self.environmentIDs.contains(diagnostic.id) {
            self = .environment
        } else {
            self = .layout
        }
    }

    /// The ids found by reading the data against the layout: at a data section or a measured size.
    private static let dataIDs: Set<String> = [
        EngineDiagnosticID.measuredKindUnknown.rawValue, EngineDiagnosticID.tooManySections.rawValue,
        LintDiagnosticID.measuredCellOutsideContainer.rawValue,
    ]

    /// The ids found by reading the environment against the layout: at an offset it gives.
    private static let environmentIDs: Set<String> = [
        EngineDiagnosticID.orthogonalOffsetWithoutOrthogonalSection.rawValue,
        LintDiagnosticID.contentOffsetBeyondContent.rawValue,
    ]
}
