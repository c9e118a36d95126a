import ComplayoutDiagnostics
import ComplayoutModel

/// The last guard against arithmetic overflow: lengths that are each finite can still add or
/// multiply to infinity (and infinity less infinity to NaN). The spec reader bounds every number
/// (`SpecLimits.maxMagnitude`); with looser limits, a layout whose frames would not be finite is
/// refused here rather than printed with `inf` or `nan` in it.
extension Rect {
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension SectionLayout {
    /// Whether every stored frame, and so every item's (origin + instance × stride + slot), is
    /// finite: the first and the last instance's cells are, and the instances between lie between
    /// them — inside the section's frame, or along an orthogonal section's scrolling content,
    /// which the section's frame does not bound.
    var isFinite: Bool {
        frame.isFinite && firstGroupOrigin.x.isFinite && firstGroupOrigin.y.isFinite && groupStride.isFinite
            && solution.cells.allSatisfy(\.frame.isFinite) && solution.supplementaries.allSatisfy(\.frame.isFinite)
            && boundaryItems.allSatisfy(\.attributes.frame.isFinite) && decorations.allSatisfy(\.frame.isFinite)
            && (scrollingContent?.isFinite ?? true) && lastInstanceIsFinite
    }

    private var lastInstanceIsFinite: Bool {
        guard groupCount > 0 else { return true }
        let (last, origin) = groupInstance(groupCount - 1)
        return last.cells.allSatisfy {
            ($0.frame.x + origin.x).isFinite && ($0.frame.y + origin.y).isFinite && ($0.frame.maxX + origin.x).isFinite
                && ($0.frame.maxY + origin.y).isFinite
        }
    }
}

extension Diagnostic {
    /// The error for a section, or a layout (`at` its source), whose frames overflow.
    static func overflow(at source: SourceRange?) -> Diagnostic {
        Diagnostic(EngineDiagnostic.layoutOverflow, at: source)
    }
}
