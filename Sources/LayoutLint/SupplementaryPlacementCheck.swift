import Diagnostics
import LayoutEngine
import LayoutModel

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
        var overhangs: [Overhang] = []
        for item in section.boundaryItems {
            overhangs.append(
                Overhang(
                    kind: item.attributes.kind ?? "", source: item.source, frame: item.attributes.frame,
                    axes: [.horizontal, .vertical]))
        }
        let orthogonal = section.groupAxis != section.axis
        let lastInstance = section.groupCount - 1
        let instances = orthogonal || lastInstance <= 0 ? [0] : [0, lastInstance]
        let partialCells = section.itemCount % section.capacity
        for instance in instances where instance <= lastInstance {
            let origin = section.groupOrigin(instance)
            for slot in section.solution.supplementaries {
                // The last instance of a section may be partial: only the slots whose host exists.
                if instance == lastInstance, partialCells != 0, slot.firstCell >= partialCells { continue }
                overhangs.append(
                    Overhang(
                        kind: slot.kind, source: slot.source, frame: slot.frame.offsetBy(dx: origin.x, dy: origin.y),
                        axes: orthogonal ? [section.axis] : [.horizontal, .vertical]))
            }
        }
        return warnings(overhangs, in: section.frame)
    }

    /// A supplementary's frame and the axes along which it may not leave its section.
    private struct Overhang {
        var kind: String
        var source: SourceRange?
        var frame: Rect
        var axes: [Axis]
    }

    /// One warning per supplementary definition, naming every edge it passes and by how much at most.
    private static func warnings(_ overhangs: [Overhang], in sectionFrame: Rect) -> [Diagnostic] {
        var edgesBySource: [(kind: String, source: SourceRange?, edges: [String: Double])] = []
        for overhang in overhangs {
            var edges: [String: Double] = [:]
            for axis in overhang.axes {
                let before = sectionFrame.min(along: axis) - overhang.frame.min(along: axis)
                let after = overhang.frame.max(along: axis) - sectionFrame.max(along: axis)
                if before > tolerance { edges[axis == .vertical ? "top" : "leading"] = before }
                if after > tolerance { edges[axis == .vertical ? "bottom" : "trailing"] = after }
            }
            guard !edges.isEmpty else { continue }
            if let index = edgesBySource.firstIndex(where: { $0.kind == overhang.kind && $0.source == overhang.source }) {
                edgesBySource[index].edges.merge(edges, uniquingKeysWith: max)
            } else {
                edgesBySource.append((overhang.kind, overhang.source, edges))
            }
        }
        return edgesBySource.map { entry in
            let parts = ["top", "leading", "bottom", "trailing"].compactMap { edge in
                entry.edges[edge].map { "\($0.messageText) points past its \(edge) edge" }
            }
            return .warning(
                LintDiagnosticID.supplementaryOutsideSection,
                "supplementary '\(entry.kind)' reaches outside its section, \(spokenList(parts)); "
                    + "it covers what lies beyond (give the section content insets, or change the offset)",
                at: entry.source)
        }
    }
}
