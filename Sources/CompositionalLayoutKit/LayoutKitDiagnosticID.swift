import ComplayoutDiagnostics

/// The stable ids of what CompositionalLayoutKit reports where UIKit raises an exception
/// (catalogued in docs/diagnostics.md).
public enum LayoutKitDiagnosticID: String, DiagnosticIDSet {
    /// A section provider returned nil for a section the data has.
    case sectionProviderReturnedNil = "section-provider-returned-nil"
    /// A boundary supplementary item's alignment is `.none`.
    case boundaryAlignmentNone = "boundary-alignment-none"
}

/// The messages of CompositionalLayoutKit (`LayoutKitDiagnosticID`).
enum LayoutKitDiagnostic: DiagnosticMessage {
    /// The section provider returned nil for section `index`, which the data has.
    case sectionProviderReturnedNil(section: Int)
    /// Boundary item `kind` has the alignment `.none`.
    case boundaryAlignmentNone(kind: String)

    var id: LayoutKitDiagnosticID {
        switch self {
        case .sectionProviderReturnedNil: .sectionProviderReturnedNil
        case .boundaryAlignmentNone: .boundaryAlignmentNone
        }
    }

    var message: String {
        switch self {
        case .sectionProviderReturnedNil(let index):
            "the section provider returned nil for section \(index), which the data has; "
                + "UIKit raises 'Invalid section definition' for a section with content"
        case .boundaryAlignmentNone(let kind):
            "boundary supplementary item '\(kind)' has the alignment .none; give it an edge or a corner"
        }
    }
}
