/// Prints benchmark results as an aligned plain-text table, then the notes under it.
struct ResultTable {
    var results: [BenchmarkResult]

    static let header = ["benchmark", "median A", "median B", "ratio", "range", "goal", "result"]

    var rows: [[String]] {
        results.map { result in
            [
                result.name,
                result.valueA.map { "\(result.unit.format($0)) (\(result.labelA))" } ?? "— (\(result.labelA))",
                result.valueB.map { "\(result.unit.format($0)) (\(result.labelB))" } ?? "— (\(result.labelB))",
                result.ratio.map { "\(Format.number($0)) (\(result.ratioMeaning))" } ?? "—",
                result.ratioRange.map { "\(Format.number($0.lowerBound))–\(Format.number($0.upperBound))" } ?? "—",
                result.goal.description,
                result.verdict,
            ]
        }
    }

    /// The table, columns padded to their widest cell (counting characters, not bytes).
    func render() -> String {
        let all = [Self.header] + rows
        let widths = Self.header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { cell, width in cell + String(repeating: " ", count: width - cell.count) }
                .joined(separator: " | ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-")
        var text = ([line(Self.header), rule] + rows.map(line)).joined(separator: "\n")
        let notes = results.compactMap { result in result.note.map { "- \(result.name): \($0)" } }
        if !notes.isEmpty { text += "\n\n" + notes.joined(separator: "\n") }
        return text
    }
}
