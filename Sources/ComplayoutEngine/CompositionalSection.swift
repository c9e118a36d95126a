import ComplayoutModel

extension ResolvedSection {
    /// The ordinary section with its insets stated so that a compositional layout — UIKit, or
    /// this engine reading a section as written — lays it out the same: what `complayout swift`
    /// writes for a flow section.
    ///
    /// A section read as points can have an inset strictly between 0 and 0.5, which a
    /// compositional section would read as a fraction of the container (R5). Such an inset moves
    /// to the root group's fixed edge spacing, which adds the same length once per section:
    /// across the scroll axis the root group is offset by its edge (R27); along it every instance
    /// is longer by its edges, and the inter-group spacing is shorter by as much, so that the
    /// stride, the first instance's origin and the content's extent stay those of the insets
    /// (R27, R28, R36). The flow's row group has no edge spacing of its own.
    package var compositionalSection: LayoutSection {
        var ordinary = section
        guard insetsReading == .points else { return ordinary }
        let insets = section.contentInsets
        func moves(_ value: Double) -> Bool { value > 0 && value < 0.5 }
        var edges = group.edgeSpacing ?? EdgeSpacing()
        var kept = insets
        if moves(insets.leading) { (edges.leading, kept.leading) = (.fixed(insets.leading), 0) }
        if moves(insets.trailing) { (edges.trailing, kept.trailing) = (.fixed(insets.trailing), 0) }
        if moves(insets.top) { (edges.top, kept.top) = (.fixed(insets.top), 0) }
        if moves(insets.bottom) { (edges.bottom, kept.bottom) = (.fixed(insets.bottom), 0) }
        guard kept != insets else { return ordinary }
        var root = group
        root.edgeSpacing = edges
        ordinary.interGroupSpacing -= (insets.total(along: scrollAxis) - kept.total(along: scrollAxis))
        ordinary.contentInsets = kept
        ordinary.content = .group(root)
        return ordinary
    }
}
