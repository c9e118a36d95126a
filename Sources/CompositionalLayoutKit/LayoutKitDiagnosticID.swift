import ComplayoutDiagnostics

/// The stable ids of what CompositionalLayoutKit reports where UIKit raises an exception
/// (catalogued in docs/diagnostics.md).
public enum LayoutKitDiagnosticID: String, DiagnosticIDSet {
    /// A section provider returned nil for a section the data has.
    case sectionProviderReturnedNil = "section-provider-returned-nil"
    /// A boundary supplementary item's alignment is `.none`.
    case boundaryAlignmentNone = "boundary-alignment-none"
}

extension Diagnostic {
    /// The section provider returned nil for section `index`.
    static func sectionProviderReturnedNil(section index: Int) -> Diagnostic {
        .error(
            LayoutKitDiagnosticID.sectionProviderReturnedNil,
            "the section provider returned nil for section \(index), which the data has; "
                + "UIKit raises 'Invalid section definition' for a section with content",
            at: nil)
    }

    /// Boundary item `kind` has the alignment `.none`.
    static func boundaryAlignmentNone(kind: String) -> Diagnostic {
        .error(
            LayoutKitDiagnosticID.boundaryAlignmentNone,
            "boundary supplementary item '\(kind)' has the alignment .none; give it an edge or a corner", at: nil)
    }
}
