import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import ComplayoutTestSupport
import ComplayoutUIKit
import CompositionalLayoutKit
import Foundation
import Testing

/// ComplayoutUIKit's layouts, built from specs at run time and prepared through
/// CompositionalLayoutKit, give the frames `eval` gives.
@MainActor @Suite struct SpecLayoutTests {
    /// Specs whose layout, built for UIKit, is not the same layout for complayout: the ones the
    /// generated code cannot match either, for the same reasons (docs/complayout-uikit.md).
    static let notComparable = GeneratedCodeTests.notComparable

    /// Where the layout prepared like `spec` first differs from `spec` evaluated, or nil.
    private func difference(_ layout: UICollectionViewCompositionalLayout, _ spec: SpecFile) -> String? {
        let expected: EvaluatedLayout
        do {
            expected = try Evaluator().evaluate(spec)
        } catch {
            return "eval: \(error.diagnostics.map(\.message))"
        }
        do {
            try prepare(layout, like: spec)
        } catch {
            return "prepare: \(error)"
        }
        let size = CGSize(width: expected.contentSize.width, height: expected.contentSize.height)
        guard layout.collectionViewContentSize == size else {
            return "content size \(layout.collectionViewContentSize), eval \(size)"
        }
        let rectangle = Rect(x: -10_000, y: -10_000, width: 100_000, height: 100_000)
        let got =
            (layout.layoutAttributesForElements(
                in: CGRect(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height)) ?? [])
            .map(ComparedElement.init)
        let want = expected.elements(in: rectangle).map(ComparedElement.init)
        guard got != want else { return nil }
        return zip(got, want).first { $0 != $1 }.map { "\($0), eval \($1)" }
            ?? "\(got.count) elements, eval \(want.count)"
    }

    @Test func everySpecBuiltForUIKitGivesEvalsFrames() throws {
        var compared = 0
        for file in specFilesInSpecs() {
            let path = file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
            let text = try String(contentsOf: file, encoding: .utf8)
            guard let spec = try? SpecLoader.load(text) else {
                // What the reader refuses, SpecLayout refuses with the same diagnostics.
                #expect(throws: DiagnosticList.self) { try SpecLayout(text: text) }
                continue
            }
            let specLayout: SpecLayout
            do {
                specLayout = try SpecLayout(text: text)
            } catch {
                #expect(throws: DiagnosticList.self, "\(path) is refused but evaluates") {
                    try Evaluator().evaluate(spec)
                }
                continue
            }
            let difference = difference(specLayout.makeLayout(), spec)
            if Self.notComparable[path] != nil {
                #expect(difference != nil, "\(path) is listed as not comparable but gives eval's frames")
                continue
            }
            #expect(difference == nil, "\(path): \(difference ?? "")")
            compared += 1
        }
        #expect(compared >= 420)
    }

    /// An invalid spec is refused with the reader's diagnostics, at their positions.
    @Test func anInvalidSpecIsRefusedWithItsDiagnostics() throws {
        let text = """
            layout:
              section:
                interGroupSpacing: -4
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            """
        let error = try #require(throws: DiagnosticList.self) { try SpecLayout(text: text) }
        #expect(error.diagnostics.map { "\($0.id)" } == ["negative-value"])
        #expect(error.diagnostics.first?.range?.start.line == 3)
    }

    /// A spec that reads but that UIKit could not lay out in its own environment is refused with
    /// the engine's diagnostic: 200-point items in a 100-point group.
    @Test func aSpecUIKitWouldRaiseOnIsRefused() throws {
        let text = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: absolute(100), height: absolute(44) }
                    subitems:
                      - item: { size: { width: absolute(200), height: fractionalHeight(1) } }
            """
        let error = try #require(throws: DiagnosticList.self) { try SpecLayout(text: text) }
        #expect(error.diagnostics.map { "\($0.id)" } == ["group-cannot-fit-item"])
    }

    /// `when` alternatives are chosen by the provider per environment: the adaptive example at
    /// two widths gives the frames the spec gives at each.
    @Test(arguments: [390.0, 1194])
    func variantsFollowTheProvidersEnvironment(width: Double) throws {
        var spec = try example("adaptive-sections")
        let layout = try SpecLayout(spec).makeLayout()
        spec.environment.container.width = width
        #expect(difference(layout, spec) == nil)
    }

    /// A `when` on the data tests the count `makeLayout(itemCount:)` is given, not the spec's data:
    /// rows of one full-width item, 100 high up to 2 items, 50 high from 3. Four items prepared:
    /// told 2, the provider takes the first alternative, 4 × 100 = 400 high; told nothing, the
    /// spec's data (4 items) picks the fallback, 4 × 50 = 200.
    @Test func aWhenOnTheDataTestsTheItemCountGiven() throws {
        let text = """
            layout:
              section:
                - when: { maxItems: 2 }
                  group:
                    vertical:
                      size: { width: fractionalWidth(1), height: absolute(100) }
                      subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ]
                - group:
                    vertical:
                      size: { width: fractionalWidth(1), height: absolute(50) }
                      subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ]
            data: { sections: [4] }
            """
        let spec = try SpecLayout(text: text)
        for (layout, height) in [(spec.makeLayout(itemCount: { _ in 2 }), 400.0), (spec.makeLayout(), 200)] {
            try layout.prepare(containerSize: CGSize(width: 390, height: 844), itemCounts: [4])
            #expect(layout.collectionViewContentSize.height == CGFloat(height))
        }
    }

    /// A computed count is evaluated in the provider's environment: `columns(100)` is
    /// max(1, floor(390 / 100)) = 3 columns at 390 points, floor(800 / 100) = 8 at 800.
    @Test(arguments: [(390.0, 3), (800, 8)])
    func aComputedCountFollowsTheProvidersWidth(width: Double, columns: Int) throws {
        let text = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(50) }
                    count: columns(100)
                    subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ]
            data: { sections: [8] }
            """
        let layout = try SpecLayout(text: text).makeLayout()
        try layout.prepare(containerSize: CGSize(width: width, height: 844), itemCounts: [8])
        // 8 items in rows of `columns`: ⌈8 / columns⌉ rows of 50.
        #expect(layout.collectionViewContentSize.height == CGFloat((8 + columns - 1) / columns * 50))
    }

    /// The kinds to register views for: supplementary and decoration kinds, each once.
    @Test func elementKinds() throws {
        #expect(try SpecLayout(example("item-badges")).supplementaryKinds == ["badge"])
        #expect(try SpecLayout(example("section-background")).decorationKinds == ["background"])
        #expect(try SpecLayout(example("section-headers-footers")).supplementaryKinds == ["header", "footer"])
        #expect(
            try SpecLayout(example("settings")).supplementaryKinds == [
                UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
            ])
    }

    /// JSON specs load as YAML ones do.
    @Test func aJSONSpecLoads() throws {
        let json = """
            {"layout": {"section": {"group": {"horizontal": {
              "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
              "subitems": [{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}}]}}}}}
            """
        let spec = try SpecLayout(text: json, format: .json)
        #expect(difference(spec.makeLayout(), spec.spec) == nil)
    }
}
