import ComplayoutModel

/// How the solver solved one group: what each child resolved against, how the children were
/// chosen and where they went. Recorded only when asked (`GroupSolver.recordsTrace`): for the
/// one group instance an element's explanation reads (`SectionRecord.trace(ofInstance:)`) and
/// for checks of what groups hold (LayoutLint).
package struct GroupTrace: Sendable, Hashable {
    /// The group as written.
    package var group: LayoutGroup
    /// The size the group was solved for: its layout size resolved in its container (R2, R9).
    package var layoutSize: Size
    /// Its content insets with R5 applied; zero for a custom group, whose frames ignore them (R20).
    package var insets: DirectionalInsets
    /// What its children resolve against: the layout size less the insets (R3, R9, R31).
    package var childContainer: Size
    /// Its final size: the layout size, or in an instance solved again its content's extent on
    /// estimated axes (R58), or the size its uniform siblings share (R62).
    package var size: Size
    /// True when `size` was given by its uniform siblings (R62) rather than by its content.
    package var sizedBySiblings: Bool
    /// How a stacking group chose its children (R14–R18, R61); nil for a custom group.
    package var placement: PlacementTrace?
    /// How a stacking group shared its leftover length among flexible spacings (R23, R24).
    package var share: StackArrangement.Share?
    /// Its children in placement order.
    package var children: [ChildTrace]
    /// The group's own anchored supplementaries, placed on its frame (R49).
    package var supplementaries: [AnchoredPlacement]

    /// The group and its nested groups depth-first, placed relative to this group's origin.
    package var solvedGroups: [SolvedGroup] {
        let frame = Rect(origin: .zero, size: size)
        var groups = [
            SolvedGroup(
                group: group, frame: frame, contentFrame: frame.inset(by: insets), children: children.map(\.slot))
        ]
        for child in children {
            guard case .group(let inner) = child.content else { continue }
            groups += inner.solvedGroups.map { $0.offsetBy(dx: child.slot.x, dy: child.slot.y) }
        }
        return groups
    }
}

/// One child of a solved group.
package struct ChildTrace: Sendable, Hashable {
    /// What the child is.
    package enum Content: Sendable, Hashable {
        /// An item, its cell — the slot less its content insets (R26, R30) — and its supplementaries.
        case item(LayoutItem, cell: Rect, supplementaries: [AnchoredPlacement])
        /// Boxed: a group's trace is twice an item's, and every child would be as large inline
        /// (a trace of 100,000 cells is some 30 MB lighter).
        indirect case group(GroupTrace)
        /// One frame of a custom group (R20); its slot is its cell.
        case frame(CustomFrame)
    }

    /// The item, nested group or custom frame.
    package var content: Content
    /// What its layout size resolved against (R9; shortened by the spacing for R16 and R18).
    package var container: Size
    /// Its layout size resolved in `container` (R2); along a `count` group's axis, R17's share.
    package var layoutSize: Size
    /// The size the final pass measured for it (R57), if any.
    package var measured: MeasuredSize?
    /// Its edge spacing before and after it along the group's axis (R24).
    package var before: Spacing
    package var after: Spacing
    /// What put it in its slot in a stacking group; nil for a custom frame (R20).
    package var arrangement: Arrangement?
    /// Its slot relative to the group's origin: its final size where the arrangement put it.
    package var slot: Rect
    /// Its cells, numbered within the group.
    package var cells: Range<Int>
}

extension ChildTrace {
    /// What put a child of a stacking group in its slot.
    package struct Arrangement: Sendable, Hashable {
        /// Its edge spacings' lengths along the group's axis, the flexible ones lengthened by
        /// their share of the leftover (R22–R24).
        package var before: Double
        package var after: Double
        /// Its offset across the group's axis from the group's inset (R25).
        package var across: EdgeOffset
    }
}

/// How a stacking group chose its children.
package enum PlacementTrace: Sendable, Hashable {
    /// `subitems`: the fit test's passes, the second one spacing-aware (R14–R16, D2).
    case fitted([FitPass])
    /// `subitems` in a group estimated along its axis: each once, without a fit test (R15, R61).
    case eachOnce
    /// `count: N`: the length each copy takes along the axis (R17).
    case count(CountShare)
    /// `repeat: N`: copies at their own size, without a fit test (R18).
    case repeated(Int)
}

/// R17: the length each copy of a `count: N` group takes along its axis,
/// `(available − spacing × (N − 1)) / N`, floored to the pixel grid.
package struct CountShare: Sendable, Hashable {
    /// N, the number of copies.
    package var count: Int
    /// The group's effective length along its axis.
    package var available: Double
    /// The inter-item spacing's minimum.
    package var spacing: Double
    /// The share before flooring, and after.
    package var exact: Double
    package var length: Double
}

/// One pass of the fit test over the cycle of subitems (R15).
package struct FitPass: Sendable, Hashable {
    /// What the candidates resolved against.
    package var container: Size
    /// The length the pass started with: the group's effective length along its axis.
    package var available: Double
    /// The candidates tried, in order; the last one did not fit.
    package var candidates: [FitCandidate]
}

/// One candidate of a fit pass.
package struct FitCandidate: Sendable, Hashable {
    /// Its index in the group's subitems.
    package var subitem: Int
    /// Its length along the axis with its edge-spacing minimums.
    package var length: Double
    /// The spacing counted before it (0 when none is).
    package var spacing: Double
    /// What remains once it is subtracted.
    package var remaining: Double
    /// True when `remaining ≥ −0.25`.
    package var fits: Bool
}
