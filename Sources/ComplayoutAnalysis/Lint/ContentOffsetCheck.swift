import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// A `contentOffset` no scroll view of this content can rest at: UIScrollView keeps its offset
/// along each axis between the negated leading (top) adjusted content inset and the content's
/// length plus the trailing (bottom) inset less the container's length (F4). Beyond, the pinned
/// items are placed for a position the user never sees.
enum ContentOffsetCheck {
    /// Offsets past the range by less than this are rounding.
    static let tolerance = 0.001

    static func warnings(for environment: LayoutEnvironment, scrollAxis: LayoutAxis, contentSize: Size) -> [Diagnostic] {
        guard let offset = environment.contentOffset else { return [] }
        let insets = environment.adjustedContentInset(scrollingAlong: scrollAxis)
        var problems: [String] = []
        for axis in [LayoutAxis.horizontal, .vertical] {
            let lowest = -insets.before(along: axis)
            let highest = max(lowest, contentSize[axis] + insets.after(along: axis) - environment.container[axis])
            guard offset[axis] < lowest - tolerance || offset[axis] > highest + tolerance else { continue }
            let name = axis == .horizontal ? "x" : "y"
            let length = axis == .horizontal ? "width" : "height"
            problems.append(
                "\(name) \(offset[axis].messageText) is outside \(lowest.messageText)…\(highest.messageText), "
                    + "where a scroll view with content \(length) \(contentSize[axis].messageText) rests")
        }
        guard !problems.isEmpty else { return [] }
        return [
            .warning(
                LintDiagnosticID.contentOffsetBeyondContent,
                "contentOffset lies beyond the content: \(problems.joined(separator: "; ")) (F4); "
                    + "pinned items are placed for a scroll position nobody sees",
                at: environment.contentOffsetSource)
        ]
    }
}
