import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// Supplementaries that reach past the edges of their section, over the neighbouring section or
/// the collection view's edge: a badge offset out of the first row of a section without insets,
/// a boundary item moved out by its offset.
///
/// The section's frame includes its content insets and extending boundary items (R36, R42). Only
/// the group instances at the section's ends are looked at: the first and the last along the
/// scroll axis; across it every instance sits alike. In an orthogonally scrolling section the
/// instances run across the scroll axis and scroll, so only the scroll axis is checked (R52).
enum SupplementaryPlacementCheck {
    /// Overhangs narrower than this are rounding.
    static let tolerance = 0.001

    static func warnings(for section: SectionLayout) -> [Diagnostic] {
        var placed: [PlacedSupplementary] = []
        for item in section.boundaryItems {
            placed.append(
                PlacedSupplementary(
                    kind: item.attributes.kind ?? "", source: item.source, frame: item.attributes.frame,
                    axes: [.horizontal, .vertical]))
        }
        let orthogonal = section.groupAxis != section.axis
        let lastInstance = section.groupCount - 1
        let instances = orthogonal || lastInstance <= 0 ? [0] : [0, lastInstance]
        let partialCells = section.itemCount % section.capacity
        for instance in instances where instance <= lastInstance {
            let (solution, origin) = section.groupInstance(instance)
            for slot in solution.supplementaries {
                // The last instance of a section may be partial: only the slots whose host exists.
                if instance == lastInstance, partialCells != 0, slot.firstCell >= partialCells { continue }
                placed.append(
                    PlacedSupplementary(
                        kind: slot.kind, source: slot.source, frame: slot.frame.offsetBy(dx: origin.x, dy: origin.y),
                        axes: orthogonal ? [section.axis] : [.horizontal, .vertical]))
            }
        }
        return warnings(placed, in: section.frame)
    }

    /// A supplementary's frame and the axes along which it may not leave its section.
    private struct PlacedSupplementary {
        var kind: String
        var source: SourceRange?
        var frame: Rect
        var axes: [LayoutAxis]
    }

    /// One warning per supplementary definition, naming every edge it passes and by how much at most.
    private static func warnings(_ placed: [PlacedSupplementary], in sectionFrame: Rect) -> [Diagnostic] {
        var outside: [(kind: String, source: SourceRange?, edges: [DirectionalEdge: Double])] = []
        for supplementary in placed {
            var edges: [DirectionalEdge: Double] = [:]
            for axis in supplementary.axes {
                let before = sectionFrame.min(along: axis) - supplementary.frame.min(along: axis)
                let after = supplementary.frame.max(along: axis) - sectionFrame.max(along: axis)
                if before > tolerance { edges[axis == .vertical ? .top : .leading] = before }
                if after > tolerance { edges[axis == .vertical ? .bottom : .trailing] = after }
            }
            guard !edges.isEmpty else { continue }
            if let index = outside.firstIndex(where: { $0.kind == supplementary.kind && $0.source == supplementary.source }) {
                outside[index].edges.merge(edges, uniquingKeysWith: max)
            } else {
                outside.append((supplementary.kind, supplementary.source, edges))
            }
        }
        return outside.map { entry in
            Diagnostic(LintDiagnostic.supplementaryOutsideSection(kind: entry.kind, overhang: entry.edges), at: entry.source)
        }
    }
}
