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
        let message: LintDiagnostic =
            gaps >= available
            ? .countGapsFillGroup(count: count, spacing: spacing, gaps: gaps, available: available, axis: axis)
            : .countBelowAPixel(count: count, left: available - gaps, axis: axis)
        return [Diagnostic(message, at: solved.group.source)]
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
            Diagnostic(
                LintDiagnostic.repeatOverflows(count: count, needed: needed, available: available, axis: axis),
                at: solved.group.source,
                notes: subitem.source.map { [Diagnostic.Note("the repeated subitem is defined here", at: $0)] } ?? [])
        ]
    }
}
