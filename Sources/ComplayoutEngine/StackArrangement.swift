import ComplayoutModel

/// Positions the placed children of a horizontal or vertical group inside it (R22–R25).
package struct StackArrangement {
    var axis: LayoutAxis
    var interItemSpacing: Spacing
    /// The group's content insets (R31): children start at the inset origin.
    var insets: DirectionalInsets
    /// The group's effective size.
    var effectiveSize: Size

    /// Slot rectangles relative to the group's origin, one per child, in order, with the lengths
    /// and offsets that put each there.
    func slots(for children: [PlacedChild]) -> [ArrangedSlot] {
        let share = share(for: children)
        var cursor = insets.before(along: axis)
        var slots: [ArrangedSlot] = []
        slots.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            // G3 (R22–R24): along the axis, after the previous child, its trailing edge and the spacing.
            let before = share.length(of: child.before)
            let after = share.length(of: child.after)
            cursor += before
            var origin = Point.zero
            origin[axis] = cursor
            // G4 (R25): across it, each child on its own; flexible edges share the room left.
            let cross = axis.cross
            let edges = child.subitem.edgeSpacing ?? EdgeSpacing()
            let across = EdgeOffset(
                before: edges.before(along: cross), after: edges.after(along: cross), room: effectiveSize[cross],
                length: child.size[cross])
            origin[cross] = insets.before(along: cross) + across.minimum + across.share
            slots.append(ArrangedSlot(rect: Rect(origin: origin, size: child.size), before: before, after: after, across: across))
            cursor += child.size[axis] + after
            if index < children.count - 1 { cursor += share.spacing }
        }
        return slots
    }

    /// How the leftover length along the axis is shared among the flexible slots (R23, R24).
    package struct Share: Sendable, Hashable {
        /// The group's effective length along its axis, which they share.
        package var available: Double
        /// What the children, their edge-spacing minimums and the minimum spacing between them take.
        package var used: Double
        /// The flexible slots: the gaps when the inter-item spacing is flexible, and every flexible edge spacing.
        package var flexibleSlots: Double
        /// What each flexible slot gets beyond its minimum; 0 without flexible slots.
        package var extra: Double
        /// The inter-item spacing's length: its minimum, and the extra when it is flexible.
        package var spacing: Double

        /// The length of `spacing`: its minimum, and the extra when it is flexible.
        func length(of spacing: Spacing) -> Double { spacing.minimum + (spacing.isFlexible ? extra : 0) }
    }

    /// R23, R24: the leftover `effective length − used` shared equally among the flexible slots;
    /// D3: a negative leftover is shared as it is.
    func share(for children: [PlacedChild]) -> Share {
        let gaps = Double(max(children.count - 1, 0))
        var used = interItemSpacing.minimum * gaps
        var flexibleSlots = interItemSpacing.isFlexible ? gaps : 0
        for child in children {
            used += child.size[axis] + child.before.minimum + child.after.minimum
            if child.before.isFlexible { flexibleSlots += 1 }
            if child.after.isFlexible { flexibleSlots += 1 }
        }
        let extra = flexibleSlots > 0 ? (effectiveSize[axis] - used) / flexibleSlots : 0
        return Share(
            available: effectiveSize[axis], used: used, flexibleSlots: flexibleSlots, extra: extra,
            spacing: interItemSpacing.minimum + (interItemSpacing.isFlexible ? extra : 0))
    }

}

/// A child's slot, with what put it there: its edge spacings' lengths along the axis, the
/// flexible ones lengthened by their share (R22–R24), and its offset across it (R25).
struct ArrangedSlot {
    var rect: Rect
    var before: Double
    var after: Double
    var across: EdgeOffset
}
