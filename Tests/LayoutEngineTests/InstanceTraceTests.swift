import ComplayoutModel
import Testing

@testable import ComplayoutEngine

/// An explanation reads the trace of its element's group instance alone: the evaluation records
/// none, and `SectionRecord.trace(ofInstance:)` solves that instance once more as the evaluation
/// solved it — the periodic instance, an instance solved again for its measured cells (by the
/// general solver, or as a `MeasuredRow`), and one grown to the size its uniform siblings share (R62).
@Suite struct InstanceTraceTests {
    /// Rows of two cells 200 wide, estimated 50 high; cell 1 measures 80 and cell 4 measures 30.
    /// With an estimated row height (`MeasuredRow`'s shape) rows 0, 1, 2 are 80, 50 (periodic) and
    /// 50 high (R58); with `uniformAcrossSiblings` every row is the largest, 80 (R62): row 0 by
    /// its content, the periodic row 1 and row 2 grown by their siblings.
    @Test(arguments: [
        (LayoutDimension.estimated(50), [80.0, 50, 50], [false, false, false]),
        (.uniformAcrossSiblings(estimate: 50), [80, 80, 80], [false, true, true]),
    ])
    func eachInstancesTraceDescribesItsSolution(
        _ rowHeight: LayoutDimension, heights: [Double], sizedBySiblings: [Bool]
    ) throws {
        let row = horizontal(.fractionalWidth(1), rowHeight, [item(.fractionalWidth(0.5), .estimated(50))])
        var data = data(6)
        data.sections[0].sizes = [1: MeasuredSize(height: 80), 4: MeasuredSize(height: 30)]
        var record: EvaluationRecord? = EvaluationRecord(sectionIndex: 0)
        let evaluated = try Evaluator().evaluate(layout(row), in: environment(), data: data, record: &record)
        let section = try #require(record?.section?.record)
        let sectionLayout = try #require(evaluated.sections.first)
        for instance in 0..<3 {
            let solution = sectionLayout.groupInstance(instance).solution
            #expect(solution.trace == nil, "instance \(instance): the evaluation records no trace")
            let trace = try #require(section.trace(ofInstance: instance))
            #expect(trace.size == Size(width: 400, height: heights[instance]), "instance \(instance)")
            #expect(trace.size == solution.size, "instance \(instance)")
            #expect(trace.sizedBySiblings == sizedBySiblings[instance], "instance \(instance)")
            #expect(cellFrames(trace) == solution.cells.map(\.frame), "instance \(instance)")
        }
    }

    /// The cells of a traced group relative to its origin, depth-first (R39).
    private func cellFrames(_ trace: GroupTrace) -> [Rect] {
        trace.children.flatMap { child -> [Rect] in
            switch child.content {
            case .item(_, let cell, _): [cell]
            case .frame: [child.slot]
            case .group(let inner): cellFrames(inner).map { $0.offsetBy(dx: child.slot.x, dy: child.slot.y) }
            }
        }
    }
}
