import ComplayoutModel

/// How the solver solved one group: what each child resolved against, how the children were
/// chosen and where they went. Recorded only when asked (`GroupSolver.recordsTrace`): for an
/// element's explanation (`FrameExplanation`) and for checks of what groups hold (LayoutLint).
struct GroupTrace: Sendable, Hashable {
    var group: LayoutGroup
    /// The size the group was solved for: its layout size resolved in its container (R2, R9).
    var layoutSize: Size
    /// Its content insets with R5 applied; zero for a custom group, whose frames ignore them (R20).
    var insets: DirectionalInsets
    /// What its children resolve against: the layout size less the insets (R3, R9, R31).
    var childContainer: Size
    /// Its final size: the layout size, or in an instance solved again its content's extent on
    /// estimated axes (R58), or the size its uniform siblings share (R62).
    var size: Size
    /// True when `size` was given by its uniform siblings (R62) rather than by its content.
    var sizedBySiblings: Bool
    /// How a stacking group chose its children (R14–R18, R61); nil for a custom group.
    var placement: PlacementTrace?
    /// How a stacking group shared its leftover length among flexible spacings (R23, R24).
    var share: StackArrangement.Share?
    var children: [ChildTrace]
    /// The group's own anchored supplementaries, placed on its frame (R49).
    var supplementaries: [AnchoredPlacement]

    /// The group and its nested groups depth-first, placed relative to this group's origin.
    var solvedGroups: [SolvedGroup] {
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
struct ChildTrace: Sendable, Hashable {
    /// What the child is.
    enum Content: Sendable, Hashable {
        /// An item, its cell — the slot less its content insets (R26, R30) — and its supplementaries.
        case item(LayoutItem, cell: Rect, supplementaries: [AnchoredPlacement])
        case group(GroupTrace)
        /// One frame of a custom group (R20); its slot is its cell.
        case frame(CustomFrame)
    }

    var content: Content
    /// What its layout size resolved against (R9; shortened by the spacing for R16 and R18).
    var container: Size
    /// Its layout size resolved in `container` (R2); along a `count` group's axis, R17's share.
    var layoutSize: Size
    /// The size the final pass measured for it (R57), if any.
    var measured: MeasuredSize?
    /// Its edge spacing before and after it along the group's axis (R24).
    var before: Spacing
    var after: Spacing
    /// Its slot relative to the group's origin: its final size where the arrangement put it.
    var slot: Rect
    /// Its cells, numbered within the group.
    var cells: Range<Int>
}

/// How a stacking group chose its children.
enum PlacementTrace: Sendable, Hashable {
    /// `subitems`: the fit test's passes, the second one spacing-aware (R14–R16, D2).
    case fitted([FitPass])
    /// `subitems` in a group estimated along its axis: each once, without a fit test (R15, R61).
    case eachOnce
    /// `count: N`: the length each copy takes along the axis (R17).
    case count(Int, length: Double)
    /// `repeat: N`: copies at their own size, without a fit test (R18).
    case repeated(Int)
}

/// One pass of the fit test over the cycle of subitems (R15).
struct FitPass: Sendable, Hashable {
    /// What the candidates resolved against.
    var container: Size
    /// The length the pass started with: the group's effective length along its axis.
    var available: Double
    /// The candidates tried, in order; the last one did not fit.
    var candidates: [FitCandidate]
}

/// One candidate of a fit pass.
struct FitCandidate: Sendable, Hashable {
    /// Its index in the group's subitems.
    var subitem: Int
    /// Its length along the axis with its edge-spacing minimums.
    var length: Double
    /// The spacing counted before it (0 when none is).
    var spacing: Double
    /// What remains once it is subtracted.
    var remaining: Double
    /// True when `remaining ≥ −0.25`.
    var fits: Bool
}
