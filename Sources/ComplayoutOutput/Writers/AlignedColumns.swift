/// Rows of text cells laid out in aligned columns: numbers right-aligned, text left-aligned,
/// two spaces between columns, no trailing spaces.
struct AlignedColumns {
    var header: [String]
    var rows: [[String]]
    var numericColumns: Set<Int>

    var text: String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for row in all {
            let cells = row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return numericColumns.contains(column) ? padding + row[column] : row[column] + padding
            }
            text += cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        return text
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
