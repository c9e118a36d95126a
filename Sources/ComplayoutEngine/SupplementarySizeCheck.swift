import ComplayoutDiagnostics
import ComplayoutModel

/// Supplementary sizes that UIKit would accept but that cannot be what the author meant.
enum SupplementarySizeCheck {
    /// A supplementary with no area is invisible: an error, not a silent empty frame.
    static func requireVisible(_ size: Size, kind: String, at source: SourceRange?) throws(Diagnostic) {
        guard size.width <= 0 || size.height <= 0 else { return }
        throw Diagnostic(EngineDiagnostic.supplementaryZeroSize(kind: kind, size: size), at: source)
    }

    /// A boundary item longer across the scroll axis than the rectangle it anchors to overflows its
    /// section on both sides. Anchored supplementaries may overhang their host (R49) and are not checked.
    static func requireFit(
        _ length: Double, in available: Double, axis: LayoutAxis, kind: String, at source: SourceRange?
    ) throws(Diagnostic) {
        guard length > available + 0.001 else { return }
        throw Diagnostic(
            EngineDiagnostic.supplementaryTooLarge(kind: kind, length: length, axis: axis, available: available),
            at: source)
    }
}
