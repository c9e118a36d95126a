import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import Testing

/// Flow sections built in Swift (docs/flow.md); the frame rules are checked by the hand-derived
/// cases in Specs/conformance/flow.
@Suite struct FlowTests {
    private func flowLayout(_ flow: FlowConfiguration, scroll: LayoutAxis = .vertical) -> CompositionalLayout {
        CompositionalLayout(scrollDirection: scroll, sections: .uniform(.section(LayoutSection(content: .flow(flow)))))
    }

    @Test func aBillionItemsAnswerOneFrameDirectly() throws {
        let result = try Evaluator().evaluate(
            flowLayout(FlowConfiguration()), in: environment(), data: data(1_000_000_000))
        // 50-point items, spacings 10: 6 per 400-point row (350 ≤ 400 < 410), gap 10 + 50/5 = 20, rows 60 apart.
        // Item 999_999_999 is slot 3 of row 166_666_666: x 3·70 = 210, y 166_666_666·60 = 9_999_999_960.
        #expect(result.cellAttributes(section: 0, item: 999_999_999)?.frame == rect(210, 9_999_999_960, 50, 50))
        // 166_666_667 rows: 166_666_667·50 + 166_666_666·10 = 10_000_000_010.
        #expect(result.contentSize == Size(width: 400, height: 10_000_000_010))
    }

    @Test func itemsWiderThanARowAreRefused() {
        let flow = FlowConfiguration(
            itemSize: Size(width: 390, height: 50), sectionInset: DirectionalInsets(leading: 5, trailing: 6))
        // available 400 − 5 − 6 = 389 < 390.
        let error = #expect(throws: DiagnosticList.self) {
            try Evaluator().evaluate(flowLayout(flow), in: environment(), data: data(1))
        }
        #expect(error?.diagnostics.map(\.id) == ["flow-item-too-large"])
    }

    @Test func anItemAsWideAsTheRowFits() throws {
        // available 400 − 5 − 5 = 390: one item per row, leftover 0, so centring leaves it at the inset.
        let flow = FlowConfiguration(
            itemSize: Size(width: 390, height: 50), sectionInset: DirectionalInsets(leading: 5, trailing: 5))
        let result = try Evaluator().evaluate(flowLayout(flow), in: environment(), data: data(2))
        #expect(result.cellFrames == [rect(5, 0, 390, 50), rect(5, 60, 390, 50)])
    }

    @Test func sectionInsetsBelowOneHalfArePoints() throws {
        // R5 makes section contentInsets below 0.5 fractions of the container; a flow's sectionInset
        // is UIEdgeInsets, always points: 0.25 at the top stays 0.25 (at @4x, on the pixel grid).
        let flow = FlowConfiguration(itemSize: Size(width: 400, height: 50), sectionInset: DirectionalInsets(top: 0.25))
        let result = try Evaluator().evaluate(flowLayout(flow), in: environment(scale: 4), data: data(1))
        #expect(result.cellFrames == [rect(0, 0.25, 400, 50)])
        #expect(result.contentSize == Size(width: 400, height: 50.25))
    }
}
