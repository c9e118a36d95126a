import ComplayoutAnalysis
import ComplayoutEngine
import ComplayoutExplain
import ComplayoutModel
import ComplayoutSpec
import Foundation
import Testing

/// Every spec of Specs/ (examples, conformance, recorded, lists) that loads and evaluates; error
/// cases do not.
private let specsToExplain: [String] = {
    let folders = ["Specs/examples", "Specs/conformance", "Specs/recorded", "Specs/lists"].map {
        packageRoot.appendingPathComponent($0).path
    }
    return ((try? CaseDiscovery.files(in: folders)) ?? []).filter { path in
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let spec = try? SpecLoader.load(text)
        else { return false }
        return (try? Evaluator().evaluate(spec)) != nil
    }
}()

/// The explanation's sums are data the engine recorded: added up here, without the explainer's
/// text, they give the frame `eval` gives — for every element of every spec (the first and last
/// screens of each section of a large one).
@Suite struct ExplanationTermsTests {
    /// Sections with more items than this are sampled: the elements within one container length
    /// of their start and of their end.
    static let largeSection = 2_000

    @Test func thereAreSpecsToExplain() {
        #expect(specsToExplain.count >= 400)
    }

    @Test(arguments: specsToExplain)
    func recordedTermsAddUpToTheEvaluatedFrame(_ path: String) throws {
        let spec = try SpecLoader.load(String(contentsOfFile: path, encoding: .utf8))
        let measured = spec.effectiveData.sections.contains { !$0.sizes.isEmpty || !$0.supplementarySizes.isEmpty }
        var checks = Checks(scale: spec.environment.traits.displayScale)
        for pass in measured ? [EvaluationPass.final, .initial] : [.final] {
            let evaluator = Evaluator(pass: pass)
            let layout = try evaluator.evaluate(spec)
            for element in Self.elements(of: layout, container: spec.environment.container) {
                let explanation = try #require(try evaluator.explain(element.key, in: spec), "\(element.key), \(pass)")
                checks.check(explanation, against: element, context: "\(element.key), \(pass)")
            }
        }
        if ProcessInfo.processInfo.environment["COMPLAYOUT_COUNT_CHECKS"] != nil {
            print("explanation checks: \(checks.count) \(path)")
        }
    }

    /// Every element, or for a section of more than `largeSection` items the elements near its
    /// start and its end, found by rectangle queries.
    static func elements(of layout: EvaluatedLayout, container: Size) -> [LayoutAttributes] {
        guard layout.sections.contains(where: { $0.itemCount > largeSection }) else { return Array(layout.elements) }
        var found: [ElementKey: LayoutAttributes] = [:]
        for element in layout.elements.prefix(largeSection) { found[element.key] = element }
        let axis = layout.sections.first?.axis ?? .vertical
        for section in layout.sections {
            let frame = section.frame
            for start in [frame.min(along: axis), frame.max(along: axis) - container[axis]] {
                var rect = Rect(x: 0, y: 0, width: .greatestFiniteMagnitude / 4, height: .greatestFiniteMagnitude / 4)
                rect.origin[axis] = start
                rect.size[axis] = container[axis]
                for element in layout.elements(in: rect) where element.key.indexPath.first == section.index {
                    found[element.key] = element
                }
            }
        }
        return found.values.sorted { "\($0.key)" < "\($1.key)" }
    }
}

/// The checks of one spec's explanations, counted.
private struct Checks {
    var scale: Double
    var count = 0

    /// The sums add up to their totals; a step's length is its sum's total; a cell or anchored
    /// supplementary is its instance's origin plus its frame in the group plus each enclosing
    /// slot; the unrounded frame, mirrored and rounded, is `eval`'s frame.
    mutating func check(_ explanation: FrameExplanation, against element: LayoutAttributes, context: String) {
        expect(explanation.frame == element.frame, "frame", context)
        expect(explanation.zIndex == element.zIndex, "zIndex", context)
        for stage in explanation.stages {
            for step in stage.steps {
                for sum in step.sums {
                    let added = sum.terms.reduce(0) { $0 + $1.value }
                    expect(close(added, sum.total), "\(stage.title) / \(step.label): \(added) ≠ \(sum.total)", context)
                }
                if case .length(let length) = step.value, let sum = step.sums.first {
                    expect(sum.total == length, "\(stage.title) / \(step.label) total", context)
                }
            }
        }
        guard let frameStage = explanation.stages.last, let unrounded = rect(frameStage.steps.first) else {
            expect(false, "no unrounded frame", context)
            return
        }
        if let composed = composed(explanation) {
            expect(close(composed, unrounded), "composed \(composed) ≠ unrounded \(unrounded)", context)
        } else if let last = explanation.stages.dropLast().last?.steps.last(where: { rect($0) != nil }) {
            expect(rect(last) == unrounded, "last rectangle of \(explanation.stages.dropLast().last?.title ?? "")", context)
        }
        let mirrored = frameStage.steps.first { $0.label == "mirrored" }
        let placed = mirrored.flatMap(rect) ?? unrounded
        if let mirrored, let sum = mirrored.sums.first {
            expect(close(sum.total, placed.x), "mirrored x", context)
        }
        expect(rounded(placed) == element.frame, "rounded \(rounded(placed)) ≠ \(element.frame)", context)
    }

    /// For an element of a group instance: the instance's origin (the root group's `origin`
    /// steps) plus its frame in its group plus the slot origin of each nested group on the way.
    private func composed(_ explanation: FrameExplanation) -> Rect? {
        let stages = explanation.stages
        guard let root = stages.first(where: { $0.title.hasPrefix("root group") }),
            let originX = length(root.steps.first { $0.label == "origin x" }),
            let originY = length(root.steps.first { $0.label == "origin y" })
        else { return nil }
        let inGroup: Rect?
        if let supplementary = stages.last(where: { $0.title.hasPrefix("supplementary ") }) {
            inGroup = rect(supplementary.steps.last { $0.label == "content insets" || $0.label == "anchored" })
        } else if let item = stages.last(where: { $0.title == "item" }) {
            inGroup = rect(item.steps.first { $0.label == "cell" })
        } else if let frame = stages.last(where: { $0.title == "custom frame" }) {
            inGroup = rect(frame.steps.first { $0.label == "slot" })
        } else {
            inGroup = nil
        }
        guard var composed = inGroup else { return nil }
        for stage in stages where stage.title.hasPrefix("group,") || stage.title == "custom group" {
            guard let x = length(stage.steps.first { $0.label == "slot x" }),
                let y = length(stage.steps.first { $0.label == "slot y" })
            else { return nil }
            composed = composed.offsetBy(dx: x, dy: y)
        }
        return composed.offsetBy(dx: originX, dy: originY)
    }

    private mutating func expect(_ condition: Bool, _ what: String, _ context: String) {
        count += 1
        #expect(condition, "\(context): \(what)")
    }

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(b)) }

    private func close(_ a: Rect, _ b: Rect) -> Bool {
        close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
    }

    /// R4b, independently of the engine: each component to the nearest pixel, halves away from zero.
    private func rounded(_ rect: Rect) -> Rect {
        func round(_ value: Double) -> Double { (value * scale).rounded(.toNearestOrAwayFromZero) / scale + 0 }
        return Rect(x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height))
    }

    private func rect(_ step: FrameExplanation.Step?) -> Rect? {
        if case .rect(let rect) = step?.value { return rect }
        return nil
    }

    private func length(_ step: FrameExplanation.Step?) -> Double? {
        if case .length(let length) = step?.value { return length }
        return nil
    }
}
