import Foundation
import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutExplain
import ComplayoutModel
import ComplayoutTestSupport
import Testing

/// A program that builds layouts in Swift cannot crash the engine: random trees — with every value
/// the spec reader refuses (negative, NaN, infinite, zero counts, empty lists, huge values) mixed
/// with ordinary ones — evaluate to frames or to diagnostics, never to a trap. A trap ends the test
/// process, so reaching the end is the property; each layout that evaluates is also read (elements,
/// a rectangle, one cell, its explanation) and its frames must be finite and never negative in size.
@Suite struct RandomModelTests {
    /// Tight limits keep each model cheap; the default ones are the hostile-input harness's job.
    static let limits = EvaluationLimits(maxCellsPerGroup: 400, maxStoredElements: 2_000, maxSections: 8)

    @Test(arguments: 0..<8)
    func randomModelsGiveFramesOrDiagnostics(batch: Int) {
        var generator = ModelGenerator(SplitMix64(state: UInt64(batch) &* 0x9E37_79B9_7F4A_7C15 &+ 1))
        var evaluated = 0
        var refused: Set<String> = []
        for model in 0..<250 {
            let (layout, environment, data) = generator.model()
            do {
                let result = try Evaluator(limits: Self.limits).evaluate(layout, in: environment, data: data)
                evaluated += 1
                check(result, "batch \(batch), model \(model)")
                _ = try? Evaluator(limits: Self.limits).explain(
                    ElementKey(category: .cell, indexPath: [0, 0]), layout: layout, in: environment, data: data)
            } catch {
                #expect(!error.diagnostics.isEmpty, "batch \(batch), model \(model): thrown without a diagnostic")
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.severity == .error)
                    refused.insert(diagnostic.id)
                }
            }
        }
        // Both outcomes occur: the generator is neither all valid nor all invalid.
        #expect(evaluated > 0)
        #expect(refused.contains("negative-value") || refused.contains("non-finite-number"))
    }

    /// What a layout that evaluated answers is a number, and no size is negative.
    private func check(_ layout: EvaluatedLayout, _ name: String) {
        #expect(layout.contentSize.width.isFinite && layout.contentSize.height.isFinite, "\(name): content size")
        var frames = layout.elements.prefix(300).map(\.frame)
        frames += layout.elements(in: Rect(x: 0, y: 0, width: 1024, height: 1024), limit: 300).map(\.frame)
        if let cell = layout.cellAttributes(section: 0, item: 0) { frames.append(cell.frame) }
        for frame in frames { expectFiniteAndNotNegative(frame, "\(name): \(frame)") }
    }
}

/// What the model fuzz target requires of every frame it reads: finite, and no negative size.
private func expectFiniteAndNotNegative(_ frame: Rect, _ comment: Comment) {
    #expect(
        frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite,
        comment)
    #expect(frame.size.width >= 0 && frame.size.height >= 0, comment)
}

/// The models the model fuzz target found slow or failing (Tests/FuzzRegressionModels; docs/fuzzing.md),
/// built again from their bytes and read as the target reads them.
@Suite struct FuzzRegressionModelTests {
    static let inputs: [URL] = {
        let folder = packageRoot.appendingPathComponent("Tests/FuzzRegressionModels")
        let found = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return found.filter { $0.pathExtension == "bin" }.sorted { $0.path < $1.path }
    }()

    @Test func theFolderHoldsInputs() { #expect(!Self.inputs.isEmpty) }

    /// The model `input`'s bytes build, evaluated with the fuzz target's limits; nil when refused.
    static func evaluated(_ input: URL) throws -> EvaluatedLayout? {
        var generator = ModelGenerator(FuzzedChoices(try [UInt8](Data(contentsOf: input))))
        let (layout, environment, data) = generator.model()
        let evaluator = Evaluator(limits: EvaluationLimits(maxCellsPerGroup: 2_000, maxStoredElements: 10_000))
        return try? evaluator.evaluate(layout, in: environment, data: data)
    }

    static let screen = Rect(x: 0, y: 0, width: 1024, height: 1024)

    /// Each is answered as the target answers any model: finite frames of no negative size, in the
    /// walk and in a rectangle, and the rectangle's count agreeing with its elements.
    @Test(arguments: inputs)
    func foundModelIsAnswered(input: URL) throws {
        let name = input.lastPathComponent
        guard let evaluated = try Self.evaluated(input) else { return }
        let found = evaluated.elements(in: Self.screen, limit: 500)
        for element in Array(evaluated.elements.prefix(500)) + found {
            expectFiniteAndNotNegative(element.frame, "\(name): \(element.key) \(element.frame)")
        }
        #expect(found.allSatisfy { $0.frame.width > 0 && $0.frame.height > 0 }, "\(name): an element of no area")
        #expect(evaluated.elementCount(in: Self.screen, upTo: 500) == found.count)
    }

    /// A rectangle query of rows too thin to have a final area visits none of their 10^9 (or
    /// Int.max) instances rather than all of them, and finds none of them.
    @Test(arguments: inputs.filter { $0.lastPathComponent.hasPrefix("timeout-") })
    func rowsOfNoFinalHeightAreNotFound(input: URL) throws {
        guard let evaluated = try Self.evaluated(input) else { return }
        let found = evaluated.elements(in: Self.screen, limit: 500)
        #expect(!found.contains { $0.key.category == .cell }, "\(input.lastPathComponent): rows of no final height")
    }
}
