import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

extension Evaluator {
    /// How the frame of the element `key` of a loaded spec came to be; nil when the layout has no
    /// such element. Throws what evaluating the spec throws.
    public func explain(_ key: ElementKey, in spec: SpecFile) throws(DiagnosticList) -> FrameExplanation? {
        try explain(key, layout: spec.layout, in: spec.environment, data: spec.effectiveData)
    }

    /// How the frame of the element `key` of `layout` came to be, evaluated as `evaluate` does;
    /// nil when the layout has no such element.
    ///
    /// The layout is evaluated once, as `evaluate` evaluates it, with the element's section
    /// recording what it was laid out from; then the element's group instance alone is solved
    /// once more, recording how (`SectionRecord.trace(ofInstance:)`). The explanation reads those
    /// records, so its numbers are the evaluation's own, and its frame is the one `evaluate` gives;
    /// it costs what evaluating costs, and one instance's trace.
    public func explain(
        _ key: ElementKey, layout: CompositionalLayout, in environment: LayoutEnvironment, data: DataSource
    ) throws(DiagnosticList) -> FrameExplanation? {
        let path = key.indexPath
        var record: EvaluationRecord? = EvaluationRecord(sectionIndex: path.count == 2 ? path[0] : nil)
        let evaluated = try evaluate(layout, in: environment, data: data, record: &record)
        guard let record, evaluated.attributes(for: key) != nil else { return nil }
        let explainer = Explainer(layout: layout, environment: environment, evaluated: evaluated, record: record)
        guard let element = explainer.explain(key) else { return nil }
        let (finalStage, frame) = explainer.finalStage(of: element)
        return FrameExplanation(
            element: key, frame: frame, zIndex: element.zIndex, stages: element.stages + [finalStage])
    }
}
