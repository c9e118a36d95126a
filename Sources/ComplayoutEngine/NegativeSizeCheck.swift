import ComplayoutDiagnostics
import ComplayoutModel

/// A frame never has a negative width or height. Lengths that are each fine can still leave one:
/// spacing between the subitems longer than the group it divides (R16, R17, R18), a group's content
/// insets wider than the group across its axis (R9), an item's content insets larger than its slot
/// (R30). UIKit's behaviour there is not known (docs/rules.md says nothing of it), so evaluation
/// refuses the layout at the element that would be negative, naming the cause (`negative-size`).
enum NegativeSizeCheck {
    /// The slots of a horizontal or vertical group's children: `effective` is the group's size less
    /// its content insets, `arrangement` how the children were chosen.
    static func requireSlots(
        _ children: [PlacedChild], of group: LayoutGroup, axis: LayoutAxis, effective: Size,
        arrangement: GroupArrangement
    ) throws(Diagnostic) {
        for child in children {
            for length in LayoutAxis.allCases where child.size[length] < 0 {
                throw slotError(
                    child.size[length], along: length, group: group, axis: axis, effective: effective,
                    count: children.count, arrangement: arrangement)
            }
        }
    }

    private static func slotError(
        _ negative: Double, along length: LayoutAxis, group: LayoutGroup, axis: LayoutAxis, effective: Size,
        count: Int, arrangement: GroupArrangement
    ) -> Diagnostic {
        let spacing = group.interItemSpacing.minimum
        let gaps = max(count - 1, 0)
        let rule =
            switch arrangement {
            case .count: "R17"
            case .repeatExactly: "R18"
            case .repeating: "R16"
            }
        let message: EngineDiagnostic =
            if length == axis, gaps > 0, spacing * Double(gaps) > effective[axis] {
                .spacingExceedsGroup(
                    gaps: gaps, spacing: spacing, axis: axis, available: effective[axis], negative: negative,
                    length: length, rule: rule)
            } else if effective[length] < 0 {
                .insetsExceedGroup(negative: negative, length: length)
            } else {
                .negativeSubitem(negative: negative, length: length)
            }
        return Diagnostic(message, at: group.source)
    }

    /// An item's cell: its slot less its content insets (R30).
    static func requireCell(_ cell: Rect, of item: LayoutItem, slot: Rect) throws(Diagnostic) {
        for length in LayoutAxis.allCases where cell.size[length] < 0 {
            let insets = item.contentInsets
            let (before, after) =
                length == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
            throw Diagnostic(
                EngineDiagnostic.insetsExceedItem(
                    before: before, after: after, slot: slot.size[length], cell: cell.size[length], length: length),
                at: item.contentInsetsSource ?? item.source)
        }
    }

    /// The last guard, over every frame a section stores: a decoration or boundary item whose
    /// insets are larger than the section, or any other way to a negative size. The root group's
    /// own size is checked first: its instances follow one another by it, so a negative one — a
    /// custom group sized by a fraction of a container that the safe area leaves negative, say —
    /// would stack them backwards, its cells each of a fine size.
    static func requireStored(_ section: SectionLayout, at source: SourceRange?) throws(Diagnostic) {
        try requireNonNegative(Rect(origin: .zero, size: section.solution.size), at: source)
        // In this order, without collecting them: a section solved again holds many instances.
        for cell in section.solution.cells { try requireNonNegative(cell.frame, at: source) }
        for supplementary in section.solution.supplementaries { try requireNonNegative(supplementary.frame, at: source) }
        for item in section.boundaryItems { try requireNonNegative(item.attributes.frame, at: source) }
        for decoration in section.decorations { try requireNonNegative(decoration.frame, at: source) }
        let selfSized = section.selfSized
        if let rows = selfSized.rows {
            // Rows differ from the periodic cells only in one length: their shortest is the one to check.
            for (cell, bounds) in zip(section.solution.cells, rows.bounds) {
                var frame = cell.frame
                frame.size[rows.axis] = bounds.shortest
                try requireNonNegative(frame, at: source)
            }
            return
        }
        for position in selfSized.entries.indices {
            for slot in 0..<selfSized.cellCount(ofEntry: position) {
                try requireNonNegative(selfSized.cell(ofEntry: position, slot: slot).frame, at: source)
            }
        }
    }

    /// Any of `frames` with a negative size is refused at `source`.
    static func requireNonNegative(_ frames: [Rect], at source: SourceRange?) throws(Diagnostic) {
        for frame in frames { try requireNonNegative(frame, at: source) }
    }

    /// A frame with a negative size is refused at `source`.
    @inline(__always)
    static func requireNonNegative(_ frame: Rect, at source: SourceRange?) throws(Diagnostic) {
        guard frame.size.width < 0 || frame.size.height < 0 else { return }
        throw Diagnostic(EngineDiagnostic.negativeFrame(width: frame.size.width, height: frame.size.height), at: source)
    }
}

extension LayoutAxis {
    /// "wide" or "tall": a length along this axis, as a size.
    var sizeAdjective: String { self == .horizontal ? "wide" : "tall" }
}
