import Complayout
import ComplayoutPreviewInterface

/// `GET /api/layout`: the layout at an environment, or why the spec does not evaluate.
///
/// A layout of at most `completeLimit` elements is sent whole; a larger one only for the
/// rectangle the page asks for (`rect`, the engine's rectangle query), so a section of 10^9 items
/// costs the page what a screenful does.
struct LayoutReply: Encodable {
    /// What the page needs to know about the environment the layout was evaluated in: what the
    /// controls show, and how the page's scroll position maps to `contentOffset`.
    struct Environment: Encodable {
        var container: Size
        var scrollDirection: LayoutAxis
        var layoutDirection: InterfaceDirection
        var displayScale: Double
        var safeArea: DirectionalInsets
        var horizontalSizeClass: SizeClass
        var verticalSizeClass: SizeClass
        var iOSVersion: Int
        /// UIScrollView's adjusted content inset along the scroll axis (F4).
        var adjustedContentInset: DirectionalInsets
        /// The contentOffset the layout was evaluated at: the given one, or the rest position.
        var contentOffset: Point

        init(_ environment: LayoutEnvironment, axis: LayoutAxis) {
            container = environment.container
            scrollDirection = axis
            layoutDirection = environment.layoutDirection
            displayScale = environment.traits.displayScale
            safeArea = environment.safeAreaInsets
            horizontalSizeClass = environment.traits.horizontalSizeClass
            verticalSizeClass = environment.traits.verticalSizeClass
            iOSVersion = environment.iOSVersion
            adjustedContentInset = environment.adjustedContentInset(scrollingAlong: axis)
            contentOffset = environment.effectiveContentOffset(scrollingAlong: axis)
        }
    }

    /// An orthogonal section: the band it scrolls in, and where its scroller is.
    struct OrthogonalSection: Encodable {
        var section: Int
        var behavior: OrthogonalScrollingBehavior
        /// The axis it scrolls along, across the layout's.
        var axis: LayoutAxis
        /// The section's frame, before rounding: the band of content the section's row fills.
        var frame: Rect
        var offset: Double
        var minOffset: Double
        var maxOffset: Double
    }

    /// A diagnostic: its place, and the text `eval` prints for it, with the quoted line and caret.
    struct DiagnosticReply: Encodable {
        var record: DiagnosticRecord
        var severity: String
        var text: String
    }

    static let completeLimit = 5_000

    var generation: Int
    var file: String
    var evaluated: Bool
    var evaluationMilliseconds: Double
    var diagnostics: [DiagnosticReply]
    var environment: Environment?
    var contentSize: Size?
    var elementCount: Int?
    /// Whether `elements` is every element; false: those in `rect`.
    var complete: Bool?
    var rect: Rect?
    var orthogonalSections: [OrthogonalSection]?
    var elements: [LayoutAttributes]?

    init(_ result: PreviewEvaluator.Result, file: String, rect: Rect?) throws(PreviewRequestError) {
        generation = result.generation
        self.file = file
        evaluationMilliseconds = result.milliseconds
        let renderer = DiagnosticRenderer(path: file, source: result.source)
        diagnostics = result.evaluation.diagnostics.map {
            DiagnosticReply(record: DiagnosticRecord($0, path: file), severity: $0.severity.rawValue, text: renderer.render($0))
        }
        guard let layout = result.evaluation.layout, let spec = result.evaluation.spec,
            !result.evaluation.diagnostics.contains(where: { $0.severity == .error })
        else {
            evaluated = false
            return
        }
        evaluated = true
        let axis = spec.layout.scrollDirection
        let environment = Environment(spec.environment, axis: axis)
        self.environment = environment
        contentSize = layout.contentSize
        let count = layout.elementCount
        elementCount = count
        orthogonalSections = layout.sections.compactMap { section in
            guard let targets = try? ScrollTargets(layout, section: section.index) else { return nil }
            let offset = spec.environment.orthogonalOffsets[section.index]?[targets.scroller.axis] ?? targets.initialOffset
            return OrthogonalSection(
                section: section.index, behavior: targets.scroller.behavior, axis: targets.scroller.axis,
                frame: section.frame, offset: offset, minOffset: targets.offsetRange.lowerBound,
                maxOffset: targets.offsetRange.upperBound)
        }
        if count <= Self.completeLimit {
            complete = true
            elements = Array(layout.elements)
        } else {
            // Without a rectangle, the viewport at the contentOffset evaluated.
            let area = rect ?? Rect(origin: environment.contentOffset, size: environment.container)
            complete = false
            self.rect = area
            let found = layout.elements(in: area, limit: Self.completeLimit)
            guard found.count <= Self.completeLimit else {
                throw PreviewRequestError(
                    "the rectangle holds more than \(Self.completeLimit) elements; ask for a smaller 'rect'")
            }
            elements = found
        }
    }
}
