import ComplayoutModel

/// Positions the placed children of a horizontal or vertical group inside it (R22–R25).
struct StackArrangement {
    var axis: LayoutAxis
    var interItemSpacing: Spacing
    /// The group's content insets (R31): children start at the inset origin.
    var insets: DirectionalInsets
    /// The group's effective size.
    var effectiveSize: Size

    /// Slot rectangles relative to the group's origin, one per child, in order.
    func slots(for children: [PlacedChild]) -> [Rect] {
        let along = alongPositions(children)
        return children.indices.map { index in
            let child = children[index]
            var origin = Point.zero
            origin[axis] = along[index]
            origin[axis.cross] = crossPosition(of: child)
            return Rect(origin: origin, size: child.size)
        }
    }

    /// How the leftover length along the axis is shared among the flexible slots (R23, R24).
    struct Share: Sendable, Hashable {
        /// What the children, their edge-spacing minimums and the minimum spacing between them take.
        var used: Double
        /// The flexible slots: the gaps when the inter-item spacing is flexible, and every flexible edge spacing.
        var flexibleSlots: Double
        /// What each flexible slot gets beyond its minimum; 0 without flexible slots.
        var extra: Double
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
        return Share(used: used, flexibleSlots: flexibleSlots, extra: extra)
    }

    /// G3 (R22–R24): positions along the axis, the flexible slots lengthened by their share.
    private func alongPositions(_ children: [PlacedChild]) -> [Double] {
        let extra = share(for: children).extra
        func length(of spacing: Spacing) -> Double {
            spacing.minimum + (spacing.isFlexible ? extra : 0)
        }

        var cursor = insets.before(along: axis)
        var positions: [Double] = []
        positions.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            cursor += length(of: child.before)
            positions.append(cursor)
            cursor += child.size[axis] + length(of: child.after)
            if index < children.count - 1 { cursor += length(of: interItemSpacing) }
        }
        return positions
    }

    /// G4 (R25): each child is placed on its own across the axis; flexible edges share the room left.
    private func crossPosition(of child: PlacedChild) -> Double {
        let cross = axis.cross
        let edges = child.subitem.edgeSpacing ?? EdgeSpacing()
        let before = edges.before(along: cross)
        let after = edges.after(along: cross)
        let flexibleEdges = (before.isFlexible ? 1.0 : 0) + (after.isFlexible ? 1.0 : 0)
        var position = insets.before(along: cross) + before.minimum
        if before.isFlexible {
            position += (effectiveSize[cross] - child.size[cross] - before.minimum - after.minimum) / flexibleEdges
        }
        return position
    }
}
