import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// What a solved group holds: `count` and `repeat` that need more room than the group has, and
/// frames of a custom group that cover each other.
enum GroupContentCheck {
    /// Slack for pixel rounding, as in UIKit's fit test (R15).
    static let fitTolerance = 0.25

    static func warnings(for solved: SolvedGroup) -> [Diagnostic] {
        switch solved.group.kind {
        case .stack(let axis, .count(let count, _)):
            countWarnings(solved, axis: axis, count: count)
        case .stack(let axis, .repeatExactly(let count, let subitem)):
            repeatWarnings(solved, axis: axis, count: count, subitem: subitem)
        case .stack(_, .repeating):
            []
        case .custom(let frames):
            OverlapSearch(frames: frames, cells: solved.children).warnings()
        }
    }

    /// R17: `count` items share what the spacing leaves; when that is nothing, they have no length.
    private static func countWarnings(_ solved: SolvedGroup, axis: LayoutAxis, count: Int) -> [Diagnostic] {
        guard let length = solved.children.first?.size[axis], length <= 0 else { return [] }
        let available = solved.contentFrame.size[axis]
        let spacing = solved.group.interItemSpacing.minimum
        let gaps = Double(count - 1) * spacing
        let reason =
            gaps >= available
            ? "its \(count - 1) gaps of \(spacing.plainText) points take \(gaps.plainText) of its "
                + "\(available.plainText) points along the \(axis) axis, leaving no room for the items"
            : "the \((available - gaps).messageText) points its gaps leave along the \(axis) axis are not "
                + "a pixel for each of \(count) items"
        return [
            .warning(
                LintDiagnosticID.countCannotFit,
                "'count: \(count)' does not fit this group: \(reason) (R17)", at: solved.group.source)
        ]
    }

    /// R18: `repeat` places its copies at their own size, without a fit test; the overflow is not clipped.
    private static func repeatWarnings(
        _ solved: SolvedGroup, axis: LayoutAxis, count: Int, subitem: Subitem
    ) -> [Diagnostic] {
        let edges = subitem.edgeSpacing ?? EdgeSpacing()
        let perItem = edges.before(along: axis).minimum + edges.after(along: axis).minimum
        let needed = solved.children.reduce(0) { $0 + $1.size[axis] + perItem }
            + Double(count - 1) * solved.group.interItemSpacing.minimum
        let available = solved.contentFrame.size[axis]
        guard needed > available + fitTolerance else { return [] }
        return [
            .warning(
                LintDiagnosticID.countCannotFit,
                "'repeat: \(count)' does not fit this group: the \(count) copies need \(needed.messageText) points "
                    + "along its \(axis) axis and it has \(available.messageText), so the last ones overflow it (R18)",
                at: solved.group.source,
                notes: subitem.source.map { [Diagnostic.Note("the repeated subitem is defined here", at: $0)] } ?? [])
        ]
    }
}
