import Complayout
import ComplayoutPreviewInterface

/// `GET /api/explain`: how one element's frame came to be, as `complayout explain` prints it —
/// the text, and the same content as JSON (`ExplanationDocument`, whose stages carry their
/// `file:line:column`).
struct ExplainReply: Encodable {
    var text: String
    var explanation: ExplanationDocument

    /// The explanation of `key` in the spec of `result`; a 404 for an element the layout does not have.
    init(_ key: ElementKey, in result: PreviewEvaluator.Result, file: String, limits: Limits)
        throws(PreviewRequestError)
    {
        guard let spec = result.evaluation.spec, result.evaluation.layout != nil else {
            throw PreviewRequestError(status: 422, "\(file) does not evaluate; its diagnostics say why")
        }
        let found: FrameExplanation?
        do {
            found = try Evaluator(limits: limits.evaluation, pass: .final).explain(key, in: spec)
        } catch {
            throw PreviewRequestError(status: 422, "\(file) does not evaluate; its diagnostics say why")
        }
        guard let found else { throw PreviewRequestError(status: 404, "the layout has no \(key)") }
        text = ExplanationWriter(fileName: file).text(found)
        explanation = ExplanationDocument(found, fileName: file)
    }
}

/// `GET /api/scroll-targets`: where an orthogonal section released at `offset` with `velocity`
/// comes to rest, as `complayout scroll-targets` computes it (docs/scrolling.md).
struct ScrollTargetReply: Encodable {
    var section: Int
    var behavior: OrthogonalScrollingBehavior
    var offset: Double
    var velocity: Double
    var projectedOffset: Double
    var restingOffset: Double
    var minOffset: Double
    var maxOffset: Double

    init(section: Int, offset: Double, velocity: Double, in result: PreviewEvaluator.Result, file: String)
        throws(PreviewRequestError)
    {
        guard let layout = result.evaluation.layout else {
            throw PreviewRequestError(status: 422, "\(file) does not evaluate; its diagnostics say why")
        }
        let targets: ScrollTargets
        do {
            targets = try ScrollTargets(layout, section: section)
        } catch {
            throw PreviewRequestError(status: 404, error.message)
        }
        self.section = section
        behavior = targets.scroller.behavior
        self.offset = offset
        self.velocity = velocity
        projectedOffset = targets.projectedOffset(from: offset, velocity: velocity)
        restingOffset = targets.restingOffset(from: offset, velocity: velocity)
        minOffset = targets.offsetRange.lowerBound
        maxOffset = targets.offsetRange.upperBound
    }
}
