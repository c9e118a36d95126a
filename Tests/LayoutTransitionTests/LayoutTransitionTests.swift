import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import ComplayoutAnalysis
import Testing

/// A three-row list (rows 50 high) with a 20-pt footer, in a 400 × 800 container.
/// Rows: (0,0,400,50), (0,50,400,50), (0,100,400,50); footer (0,150,400,20); content 400 × 170.
private let listWithFooter = """
    environment: { container: { width: 400, height: 800 } }
    layout:
      section:
        boundarySupplementaryItems:
          - { kind: footer, alignment: bottom, size: { width: fractionalWidth(1), height: absolute(20) } }
        group:
          horizontal:
            size: { width: fractionalWidth(1), height: absolute(50) }
            subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ]
    data: { sections: [3] }
    """

/// A two-column grid (rows 100 high) under a 30-pt header: header (0,0,400,30); cells
/// (0,30,200,100), (200,30,200,100), (0,130,200,100); content 400 × 230.
private let gridWithHeader = """
    environment: { container: { width: 400, height: 800 } }
    layout:
      section:
        boundarySupplementaryItems:
          - { kind: header, alignment: top, size: { width: fractionalWidth(1), height: absolute(30) } }
        group:
          horizontal:
            size: { width: fractionalWidth(1), height: absolute(100) }
            subitems: [ { item: { size: { width: fractionalWidth(0.5), height: fractionalHeight(1) } } } ]
    data: { sections: [3] }
    """

private func evaluate(_ text: String) throws -> EvaluatedLayout {
    try Evaluator().evaluate(try SpecLoader.load(text))
}

private func cell(_ item: Int) -> ElementKey { ElementKey(category: .cell, indexPath: [0, item]) }

@Suite struct LayoutTransitionTests {
    @Test func framesMoveLinearlyAndOneSidedElementsFade() throws {
        let transition = try LayoutTransition(from: evaluate(listWithFooter), to: evaluate(gridWithHeader))
        let frame = transition.frame(at: 0.25)
        // Content height 170 + (230 − 170) × 0.25 = 185.
        #expect(frame.contentSize == Size(width: 400, height: 185))
        // Cells, then supplementaries by kind (the destination's kinds first): header, footer.
        #expect(frame.elements.map(\.key) == [
            cell(0), cell(1), cell(2),
            ElementKey(category: .supplementary, kind: "header", indexPath: [0, 0]),
            ElementKey(category: .supplementary, kind: "footer", indexPath: [0, 0]),
        ])
        // Width 400 + (200 − 400) × 0.25 = 350; height 50 + (100 − 50) × 0.25 = 62.5.
        // Cell 0: y 0 + 30 × 0.25 = 7.5. Cell 1: x 200 × 0.25 = 50, y 50 + (30 − 50) × 0.25 = 45.
        // Cell 2: y 100 + (130 − 100) × 0.25 = 107.5.
        #expect(frame.elements[0].frame == Rect(x: 0, y: 7.5, width: 350, height: 62.5))
        #expect(frame.elements[1].frame == Rect(x: 50, y: 45, width: 350, height: 62.5))
        #expect(frame.elements[2].frame == Rect(x: 0, y: 107.5, width: 350, height: 62.5))
        #expect(frame.elements[0...2].allSatisfy { $0.alpha == 1 && $0.zIndex == 0 })
        // The header appears (alpha = progress), the footer disappears (alpha = 1 − progress);
        // both keep their own frame.
        #expect(frame.elements[3].frame == Rect(x: 0, y: 0, width: 400, height: 30))
        #expect(frame.elements[3].alpha == 0.25)
        #expect(frame.elements[4].frame == Rect(x: 0, y: 150, width: 400, height: 20))
        #expect(frame.elements[4].alpha == 0.75)
    }

    @Test func theEndsAreTheTwoLayouts() throws {
        let start = try evaluate(listWithFooter)
        let end = try evaluate(gridWithHeader)
        let transition = try LayoutTransition(from: start, to: end)
        for (progress, layout) in [(0.0, start), (1.0, end)] {
            let frame = transition.frame(at: progress)
            #expect(frame.contentSize == layout.contentSize)
            let visible = frame.elements.filter { $0.alpha == 1 }.map(\.attributes)
            #expect(Set(visible) == Set(layout.elements))
        }
    }

    @Test func zIndexSwitchesHalfway() throws {
        let start = try evaluate(gridWithHeader)
        let end = try evaluate(gridWithHeader.replacingOccurrences(of: "height: absolute(30) } }", with: "height: absolute(30) }, zIndex: 7 }"))
        let transition = try LayoutTransition(from: start, to: end)
        let header = ElementKey(category: .supplementary, kind: "header", indexPath: [0, 0])
        #expect(transition.frame(at: 0.49).elements.first { $0.key == header }?.zIndex == 1)
        #expect(transition.frame(at: 0.5).elements.first { $0.key == header }?.zIndex == 7)
    }

    @Test func refusesLayoutsOverTheElementLimit() throws {
        let start = try evaluate(listWithFooter)
        #expect(throws: DiagnosticList.self) {
            try LayoutTransition(from: start, to: start, elementLimit: 3)
        }
        #expect(try LayoutTransition(from: start, to: start, elementLimit: 4).frame(at: 0.5).elements.count == 4)
    }
}
