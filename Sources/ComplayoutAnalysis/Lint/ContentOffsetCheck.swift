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
        let problems = [LayoutAxis.horizontal, .vertical].compactMap { axis -> OffsetOutOfRange? in
            let lowest = -insets.before(along: axis)
            let highest = max(lowest, contentSize[axis] + insets.after(along: axis) - environment.container[axis])
            guard offset[axis] < lowest - tolerance || offset[axis] > highest + tolerance else { return nil }
            return OffsetOutOfRange(
                axis: axis, offset: offset[axis], lowest: lowest, highest: highest, contentLength: contentSize[axis])
        }
        guard !problems.isEmpty else { return [] }
        return [Diagnostic(LintDiagnostic.contentOffsetBeyondContent(problems), at: environment.contentOffsetSource)]
    }
}

/// An offset along `axis` outside `lowest`…`highest`, the range of a scroll view whose content is
/// `contentLength` points along it.
struct OffsetOutOfRange: Sendable, Hashable, CustomStringConvertible {
    var axis: LayoutAxis
    var offset: Double
    var lowest: Double
    var highest: Double
    var contentLength: Double

    /// "y 900 is outside 0…500, where a scroll view with content height 1000 rests".
    var description: String {
        "\(axis == .horizontal ? "x" : "y") \(offset.messageText) is outside "
            + "\(lowest.messageText)…\(highest.messageText), "
            + "where a scroll view with content \(axis.lengthName) \(contentLength.messageText) rests"
    }
}
