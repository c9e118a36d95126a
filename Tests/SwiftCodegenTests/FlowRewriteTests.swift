import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import Testing

/// `complayout swift` writes a flow section as the ordinary section that gives its frames: the
/// layout it writes (the rewritten model the generator consumes), evaluated as a compositional
/// layout, gives exactly the frames `eval` gives the flow.
@Suite struct FlowRewriteTests {
    /// A flow section's `sectionInset` is points even below 0.5, where a compositional section's
    /// inset would be a fraction of the container (R5).
    static let pointInsets = """
        environment:
          container: { width: 400, height: 800 }
        layout:
          section:
            flow:
              sectionInset: { top: 0.25, leading: 0.3 }
        data:
          sections: [10]
        """

    /// The same with insets on every edge, a header and a footer, scrolling horizontally, two sections.
    static let pointInsetsEverywhere = """
        environment:
          container: { width: 400, height: 800 }
        layout:
          scrollDirection: horizontal
          interSectionSpacing: 7
          sections:
            - flow:
                itemSize: { width: 60, height: 70 }
                minimumLineSpacing: 2
                sectionInset: { top: 0.4, leading: 0.25, bottom: 0.1, trailing: 0.45 }
                headerReferenceSize: { width: 30, height: 0 }
                footerReferenceSize: { width: 20, height: 0 }
            - flow:
                sectionInset: { top: 12, leading: 0.2, bottom: 0.3, trailing: 3 }
        data:
          sections: [11, 4]
        """

    @Test(arguments: [pointInsets, pointInsetsEverywhere])
    func rewrittenLayoutGivesTheFlowFrames(_ text: String) throws {
        let spec = try SpecLoader.load(text)
        let evaluated = try Evaluator().evaluate(spec)
        let rewritten = try spec.layout.flowSectionsRewritten(in: spec.environment)
        let compositional = try Evaluator().evaluate(rewritten, in: spec.environment, data: spec.effectiveData)
        #expect(Array(compositional.elements) == Array(evaluated.elements))
        #expect(compositional.contentSize == evaluated.contentSize)
    }

    @Test func theCellOfTheBriefIsInPoints() throws {
        let spec = try SpecLoader.load(Self.pointInsets)
        let rewritten = try spec.layout.flowSectionsRewritten(in: spec.environment)
        let layout = try Evaluator().evaluate(rewritten, in: spec.environment, data: spec.effectiveData)
        let cell = try #require(layout.attributes(for: ElementKey(category: .cell, indexPath: [0, 0])))
        #expect(cell.frame.x == 1.0 / 3 && cell.frame.y == 1.0 / 3)
    }

    /// Every flow section of Specs/ with items: an empty one keeps its insets as a flow section,
    /// which no compositional section does (docs/codegen.md).
    @Test func everyFlowSpecWithItems() throws {
        for url in specFiles(under: "Specs/conformance/flow") + specFiles(under: "Specs/examples") {
            guard let spec = try? SpecLoader.load(String(contentsOf: url, encoding: .utf8)),
                spec.effectiveData.sections.allSatisfy({ $0.itemCount > 0 }),
                let evaluated = try? Evaluator().evaluate(spec),
                let rewritten = try? spec.layout.flowSectionsRewritten(in: spec.environment),
                rewritten != spec.layout
            else { continue }
            let compositional = try Evaluator().evaluate(rewritten, in: spec.environment, data: spec.effectiveData)
            #expect(Array(compositional.elements) == Array(evaluated.elements), "\(url.lastPathComponent)")
        }
    }

    /// The generated code states the moved insets as UIKit reads them: fixed edge spacing on the
    /// root group, and the inter-group spacing less the insets along the scroll axis.
    @Test func generatedCodeUsesEdgeSpacing() throws {
        let code = try generatedSwift(Self.pointInsets)
        #expect(code.contains(".fixed(0.3)"))
        #expect(code.contains(".fixed(0.25)"))
        #expect(code.contains("interGroupSpacing = 9.75"))
        #expect(!code.contains("NSDirectionalEdgeInsets(top: 0.25"))
    }
}
