// The model fuzz target (docs/fuzzing.md): layouts built in Swift, as a program builds them,
// from the fuzzer's bytes, so that every value the spec reader would refuse reaches the engine.
import Complayout
import ComplayoutTestSupport

/// Builds one model from `bytes` and evaluates it: a layout that evaluates must have finite frames
/// of no negative size, and is read the ways the CLI reads one, and one cell explained; a model that
/// does not must be refused with at least one diagnostic. Anything else stops the fuzzer.
func fuzzModel(_ bytes: [UInt8]) {
    var generator = ModelGenerator(FuzzedChoices(bytes))
    let (layout, environment, data) = generator.model()
    let evaluator = Evaluator(limits: fuzzLimits.evaluation)
    let evaluated: EvaluatedLayout
    do {
        evaluated = try evaluator.evaluate(layout, in: environment, data: data)
    } catch {
        precondition(!error.diagnostics.isEmpty, "a model was refused without a diagnostic")
        return
    }
    let size = evaluated.contentSize
    precondition(size.width.isFinite && size.height.isFinite, "content size \(size)")
    let screen = Rect(origin: .zero, size: Size(width: 1024, height: 1024))
    for element in evaluated.elements.prefix(writtenItemLimit) + evaluated.elements(in: screen, limit: writtenItemLimit) {
        let frame = element.frame
        precondition(
            frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite, "frame \(frame)")
        precondition(frame.width >= 0 && frame.height >= 0, "negative size \(frame)")
    }
    read(evaluated, itemCount: evaluated.elementCount)
    _ = try? evaluator.explain(
        ElementKey(category: .cell, indexPath: [0, 0]), layout: layout, in: environment, data: data)
}
