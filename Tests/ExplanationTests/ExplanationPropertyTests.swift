import ComplayoutAnalysis
import Foundation
import ComplayoutEngine
import ComplayoutExplain
import ComplayoutModel
import ComplayoutSpec
import Testing

/// Every conformance case and list case whose spec evaluates.
private let evaluatingSpecs: [String] = {
    let folders = ["Specs/conformance", "Specs/lists", "Specs/examples"].map {
        packageRoot.appendingPathComponent($0).path
    }
    let files = (try? CaseDiscovery.files(in: folders)) ?? []
    return files.filter { path in
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let spec = try? SpecLoader.load(text)
        else { return false }
        return (try? Evaluator().evaluate(spec)) != nil
    }
}()

/// The explanation is the evaluation's own: whatever the element, its frame and zIndex are those
/// `eval` reports.
@Suite struct ExplanationPropertyTests {
    @Test func thereAreSpecsToExplain() {
        #expect(evaluatingSpecs.count >= 300)
    }

    @Test(arguments: evaluatingSpecs)
    func explanationEndsAtTheEvaluatedFrame(_ path: String) throws {
        let spec = try SpecLoader.load(String(contentsOfFile: path, encoding: .utf8))
        let measured = spec.effectiveData.sections.contains { !$0.sizes.isEmpty || !$0.supplementarySizes.isEmpty }
        for pass in measured ? [EvaluationPass.final, .initial] : [.final] {
            let evaluator = Evaluator(pass: pass)
            let layout = try evaluator.evaluate(spec)
            for element in Self.sample(Array(layout.elements.prefix(100_000))) {
                let explanation = try #require(try evaluator.explain(element.key, in: spec), "\(element.key), \(pass)")
                #expect(explanation.frame == element.frame, "\(element.key), \(pass)")
                #expect(explanation.zIndex == element.zIndex, "\(element.key), \(pass)")
                #expect(explanation.stages.last?.steps.last?.label == "zIndex")
                #expect(!explanation.rules.isEmpty)
            }
        }
    }

    @Test func anElementTheLayoutDoesNotHaveHasNoExplanation() throws {
        let spec = try SpecLoader.load(
            String(
                contentsOfFile: packageRoot.appendingPathComponent("Specs/examples/photo-grid.yaml").path,
                encoding: .utf8))
        for key in [
            ElementKey(category: .cell, indexPath: [0, 8]), ElementKey(category: .cell, indexPath: [1, 0]),
            ElementKey(category: .supplementary, kind: "header", indexPath: [0, 0]),
            ElementKey(category: .decoration, kind: "background", indexPath: [0, 0]),
            ElementKey(category: .supplementary, kind: "header", indexPath: [0]),
        ] {
            #expect(try Evaluator().explain(key, in: spec) == nil, "\(key)")
        }
    }

    /// Every element of a small layout; of a large one the first 20, the last 20 and every
    /// seventh in between, so that each kind and partial instances are reached.
    static func sample(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        guard elements.count > 60 else { return elements }
        return elements.indices.filter { $0 < 20 || $0 >= elements.count - 20 || $0 % 7 == 0 }.map { elements[$0] }
    }
}

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
