import ComplayoutDiagnostics
import ComplayoutModel

/// The last guard against arithmetic overflow: lengths that are each finite can still add or
/// multiply to infinity (and infinity less infinity to NaN). The spec reader bounds every number
/// (`SpecLimits.maxMagnitude`); with looser limits, or a model built in Swift, a layout whose
/// frames would not be finite is refused here rather than printed with `inf` or `nan` in it.
extension Double {
    /// The largest magnitude a stored coordinate or length may have. Below it, the arithmetic
    /// after the check stays finite: mirroring for right to left (content width − x − width, STEP
    /// 11), moving by the layout's boundary shift and pinning each add at most a few such values.
    static let layoutRangeBound = Double.greatestFiniteMagnitude / 16

    /// Whether this coordinate or length is finite with room for that arithmetic; false for NaN.
    var isWithinLayoutRange: Bool { magnitude <= Self.layoutRangeBound }
}

extension Rect {
    /// Whether every edge, the far ones included, is within the layout range.
    var isWithinLayoutRange: Bool {
        origin.x.isWithinLayoutRange && origin.y.isWithinLayoutRange && size.width.isWithinLayoutRange
            && size.height.isWithinLayoutRange && maxX.isWithinLayoutRange && maxY.isWithinLayoutRange
    }
}

extension SectionLayout {
    /// Whether every stored frame, and so every item's (origin + instance × stride + slot), is
    /// within the layout range: the first and the last instance's cells are, and the instances
    /// between lie between them — inside the section's frame, or along an orthogonal section's
    /// scrolling content, which the section's frame does not bound.
    var isWithinLayoutRange: Bool {
        frame.isWithinLayoutRange && firstGroupOrigin.x.isWithinLayoutRange
            && firstGroupOrigin.y.isWithinLayoutRange && groupStride.isWithinLayoutRange
            && solution.cells.allSatisfy(\.frame.isWithinLayoutRange)
            && solution.supplementaries.allSatisfy(\.frame.isWithinLayoutRange)
            && boundaryItems.allSatisfy(\.attributes.frame.isWithinLayoutRange)
            && decorations.allSatisfy(\.frame.isWithinLayoutRange)
            && (scrollingContent?.isWithinLayoutRange ?? true) && lastInstanceIsWithinLayoutRange
            && selfSized.isWithinLayoutRange
    }

    private var lastInstanceIsWithinLayoutRange: Bool {
        guard groupCount > 0 else { return true }
        let (last, origin) = groupInstance(groupCount - 1)
        return last.cells.allSatisfy { $0.frame.offsetBy(dx: origin.x, dy: origin.y).isWithinLayoutRange }
    }
}

extension SelfSizedInstances {
    /// Whether each instance solved again is within the layout range: its shifts along the group
    /// axis and across it, and its cells and anchored supplementaries relative to its origin. A
    /// measured size can put them outside the group's own frame (a fixed-size group), which
    /// bounds the periodic instances' elements but not these. Rows differ from the periodic
    /// solution only in their cells' measured lengths, so their extremes stand for every row.
    var isWithinLayoutRange: Bool {
        guard largestShiftMagnitude.isWithinLayoutRange else { return false }
        if let rows { return rows.bounds.allSatisfy { $0.longest.isWithinLayoutRange } }
        return entries.indices.allSatisfy { position in
            (0..<cellCount(ofEntry: position)).allSatisfy { cell(ofEntry: position, slot: $0).frame.isWithinLayoutRange }
                && supplementaries(ofEntry: position).allSatisfy(\.frame.isWithinLayoutRange)
        }
    }
}

extension Diagnostic {
    /// The error for a section, or a layout (`at` its source), whose frames overflow.
    static func overflow(at source: SourceRange?) -> Diagnostic {
        Diagnostic(EngineDiagnostic.layoutOverflow, at: source)
    }
}
