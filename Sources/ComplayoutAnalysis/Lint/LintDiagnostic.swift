import ComplayoutDiagnostics
import ComplayoutModel

/// The warnings of the linter (`LintDiagnosticID`), each worded once.
enum LintDiagnostic: DiagnosticMessage {
    /// An item's insets on `edges`, ignored because its lengths along `axes` are estimated (R30).
    case insetOnEstimatedAxis(edges: [DirectionalEdge], axes: [LayoutAxis])
    /// The insets on `edges` are `value`, strictly between 0 and 1, of a `container` ("group").
    case fractionalInset(edges: [DirectionalEdge], value: Double, container: String)
    /// A group's fractions along `axis` add up to `total`, more than 1 (R14).
    case fractionsExceedGroup(axis: LayoutAxis, total: Double)
    /// `count: count` whose `gaps` gaps of `spacing` take all `available` points along `axis` (R17).
    case countGapsFillGroup(count: Int, spacing: Double, gaps: Double, available: Double, axis: LayoutAxis)
    /// `count: count` whose items share `left` points along `axis`, less than a pixel each (R17).
    case countBelowAPixel(count: Int, left: Double, axis: LayoutAxis)
    /// `repeat: count` whose copies need `needed` of `available` points along `axis` (R18).
    case repeatOverflows(count: Int, needed: Double, available: Double, axis: LayoutAxis)
    /// Frames of a custom group that overlap by `width` × `height` at one `zIndex`.
    case overlappingItems(width: Double, height: Double, zIndex: Int)
    /// Supplementary `kind` reaching past its section's edges by the lengths given.
    case supplementaryOutsideSection(kind: String, overhang: [DirectionalEdge: Double])
    /// Unmeasured cell `item` of section `section` lying at `span`, outside the container.
    case cellOutsideContainer(item: Int, section: Int, span: CrossAxisSpan)
    /// Measured cell `item` of section `section` lying at `span`, with `others` more measured cells outside.
    case measuredCellOutsideContainer(item: Int, section: Int, span: CrossAxisSpan, others: Int)
    /// A `contentOffset` outside the scroll range along each axis of `problems` (F4).
    case contentOffsetBeyondContent([OffsetOutOfRange])

    var severity: Severity { .warning }

    var id: LintDiagnosticID {
        switch self {
        case .insetOnEstimatedAxis: .insetOnEstimatedAxis
        case .fractionalInset: .fractionalInset
        case .fractionsExceedGroup: .fractionsExceedGroup
        case .countGapsFillGroup, .countBelowAPixel, .repeatOverflows: .countCannotFit
        case .overlappingItems: .overlappingItems
        case .supplementaryOutsideSection: .supplementaryOutsideSection
        case .cellOutsideContainer: .cellOutsideContainer
        case .measuredCellOutsideContainer: .measuredCellOutsideContainer
        case .contentOffsetBeyondContent: .contentOffsetBeyondContent
        }
    }

    var message: String {
        switch self {
        case .insetOnEstimatedAxis(let edges, let axes):
            "the \(spokenList(edges.map(\.rawValue))) \(edges.count == 1 ? "inset is" : "insets are") "
                + "ignored: UIKit ignores an item's content insets on an estimated axis, and this item's "
                + "\(spokenList(axes.map(\.lengthName))) \(axes.count == 1 ? "is" : "are") estimated (R30)"
        case .fractionalInset(let edges, let value, let container):
            fractionalInsetMessage(edges: edges.map(\.rawValue), value: value, container: container)
        case .fractionsExceedGroup(let axis, let total):
            "the fractional \(axis.lengthName)s of this group's subitems add up to \(total.messageText), more than "
                + "the whole group: a group holds its subitems only while the next one fits (R14), so the "
                + "ones that do not fit never appear"
        case .countGapsFillGroup(let count, let spacing, let gaps, let available, let axis):
            "'count: \(count)' does not fit this group: its \(count - 1) gaps of \(spacing.plainText) points take "
                + "\(gaps.plainText) of its \(available.plainText) points along the \(axis) axis, leaving no room "
                + "for the items (R17)"
        case .countBelowAPixel(let count, let left, let axis):
            "'count: \(count)' does not fit this group: the \(left.messageText) points its gaps leave along the "
                + "\(axis) axis are not a pixel for each of \(count) items (R17)"
        case .repeatOverflows(let count, let needed, let available, let axis):
            "'repeat: \(count)' does not fit this group: the \(count) copies need \(needed.messageText) points "
                + "along its \(axis) axis and it has \(available.messageText), so the last ones overflow it (R18)"
        case .overlappingItems(let width, let height, let zIndex):
            "this frame overlaps an earlier frame of its custom group by \(width.messageText) × "
                + "\(height.messageText) points, and both have zIndex \(zIndex); "
                + "give the one on top a higher zIndex if the overlap is meant"
        case .supplementaryOutsideSection(let kind, let overhang):
            "supplementary '\(kind)' reaches outside its section, "
                + spokenList(
                    DirectionalEdge.allCases.compactMap { edge in
                        overhang[edge].map { "\($0.messageText) points past its \(edge.rawValue) edge" }
                    })
                + "; it covers what lies beyond (give the section content insets, or change the offset)"
        case .cellOutsideContainer(let item, let section, let span):
            "item \(item) of section \(section) \(span); \(Self.meantToFit)"
        case .measuredCellOutsideContainer(let item, let section, let span, let others):
            "the measured size of item \(item) of section \(section) puts it outside the container: it \(span)"
                + (others == 0 ? "" : " (and \(others) more measured \(others == 1 ? "item" : "items") of the section)")
                + "; \(Self.meantToFit)"
        case .contentOffsetBeyondContent(let problems):
            "contentOffset lies beyond the content: \(problems.map(\.description).joined(separator: "; ")) (F4); "
                + "pinned items are placed for a scroll position nobody sees"
        }
    }

    /// Why a cell sticking out of the container is a mistake.
    private static let meantToFit =
        "a section that does not scroll orthogonally is meant to fit across the scroll axis"

    /// R5: below 0.5 a fraction on every iOS; from 0.5, points on iOS 17 and later only.
    private func fractionalInsetMessage(edges: [String], value: Double, container: String) -> String {
        let subject =
            "the \(spokenList(edges)) \(edges.count == 1 ? "inset" : "insets") of \(value.plainText) "
            + (edges.count == 1 ? "is" : "are")
        return value < 0.5
            ? "\(subject) read as a fraction of the \(container)'s length, not as points: "
                + "UIKit reads insets between 0 and 0.5 as fractions (R5)"
            : "\(subject) read as points here, as iOS 17 and later do, but earlier versions read insets "
                + "below 1 as fractions of the \(container)'s length (R5)"
    }
}
