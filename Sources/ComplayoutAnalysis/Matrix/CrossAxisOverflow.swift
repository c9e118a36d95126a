import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// Cells that stick out of the container across the scroll axis — in a section that does not scroll
/// orthogonally, content nobody can scroll to.
///
/// Group instances repeat (R19), but an instance with measured sizes is solved again (R57) and may
/// differ from the first, so every cell is looked at, up to `maxCheckedCells` per section: the
/// first `maxCheckedCells` items (every instance, when the section has no more items than that).
enum CrossAxisOverflow {
    /// Frames may be off the container by pixel rounding, not more.
    private static let tolerance = 0.001
    /// The most cells of one section that are looked at: a matrix evaluates a spec in many
    /// environments, and each cell is found by a search over the stored instances.
    static let maxCheckedCells = 10_000

    /// A warning for the first cell of `section` that overflows, at the section's definition, or nil.
    static func warning(in section: SectionLayout, of layout: EvaluatedLayout, axis: LayoutAxis, container: Size)
        -> Diagnostic?
    {
        let cross = axis.cross
        let limit = container[cross]
        for item in 0..<min(section.itemCount, maxCheckedCells) {
            guard let cell = layout.cellAttributes(section: section.index, item: item) else { continue }
            let start = cell.frame.min(along: cross)
            let end = start + cell.frame.size[cross]
            if start < -tolerance || end > limit + tolerance {
                return Diagnostic(
                    MatrixDiagnostic.cellOutsideContainer(
                        section: section.index, item: item, start: start, end: end, across: cross, container: limit),
                    at: section.resolved.definition.source)
            }
        }
        return nil
    }
}

/// The ids of the warnings a matrix gives (catalogued in docs/diagnostics.md).
public enum MatrixDiagnosticID: String, DiagnosticIDSet {
    /// A cell of a section that does not scroll orthogonally sticks out of the container across
    /// the scroll axis in one environment of the matrix.
    case cellOutsideContainer = "cell-outside-container"
}

/// The warnings of a matrix (`MatrixDiagnosticID`).
enum MatrixDiagnostic: DiagnosticMessage {
    /// Item `item` of section `section` spans `start`…`end` along `across`, outside `container` points.
    case cellOutsideContainer(section: Int, item: Int, start: Double, end: Double, across: LayoutAxis, container: Double)

    var severity: Severity { .warning }

    var id: MatrixDiagnosticID {
        switch self {
        case .cellOutsideContainer: .cellOutsideContainer
        }
    }

    var message: String {
        switch self {
        case .cellOutsideContainer(let section, let item, let start, let end, let across, let container):
            "section \(section): item \(item) spans \(start.plainText)…\(end.plainText) across the scroll axis, "
                + "outside the container's \(across.lengthName) \(container.plainText)"
        }
    }
}
