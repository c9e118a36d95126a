import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// The first of the two builds of a layout with custom groups (`ModelBuilder`): the size the
/// engine gives each custom group, found by evaluating the layout with a placeholder frame in each.
enum CustomGroupSizes {
    /// The frame each custom group holds while its size is probed: the whole group, so that an
    /// estimated custom group keeps its estimate.
    static let placeholder = CustomFrame(x: 0, y: 0, width: .fractionalWidth(1), height: .fractionalHeight(1))

    /// The source range that marks custom group `occurrence` in the probing model: a layout built
    /// in Swift has no other ranges.
    static func tag(_ occurrence: Int) -> SourceRange {
        SourceRange(at: SourcePosition(line: occurrence + 1, column: 0))
    }

    /// Each tagged custom group's size as the engine solved it, by occurrence; a group the engine
    /// never solved (a subitem that never fits) has none.
    static func probe(_ spec: SpecFile) throws(DiagnosticList) -> [Int: Size] {
        let evaluator = Evaluator()
        let evaluated: EvaluatedLayout
        do {
            evaluated = try evaluator.evaluate(spec)
        } catch {
            // The tags are not positions: the errors are reported as for any layout built in Swift.
            throw DiagnosticList(
                error.diagnostics.map {
                    var diagnostic = $0
                    diagnostic.range = nil
                    return diagnostic
                })
        }
        var sizes: [Int: Size] = [:]
        for solved in evaluator.solvedGroups(in: evaluated) {
            guard case .custom = solved.group.kind, let tag = solved.group.source else { continue }
            sizes[tag.start.line - 1] = sizes[tag.start.line - 1] ?? solved.frame.size
        }
        return sizes
    }
}
