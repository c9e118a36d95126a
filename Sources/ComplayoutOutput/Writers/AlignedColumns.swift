/// Rows of text cells laid out in aligned columns: numbers right-aligned, text left-aligned,
/// two spaces between columns, no trailing spaces.
struct AlignedColumns {
    var header: [String]
    var rows: [[String]]
    var numericColumns: Set<Int>

    var text: String {
        var text = ""
        let layout = ColumnLayout(header: header, numericColumns: numericColumns)
        var widths = layout.widths
        rows.forEach { layout.widen(&widths, toFit: $0) }
        for row in [header] + rows { text += layout.line(row, widths: widths) }
        return text
    }
}

/// How rows of text cells align, for a table too large to hold: the widths of its columns are
/// found in one walk over the rows and the lines written in a second (`TableWriter`).
struct ColumnLayout {
    var header: [String]
    var numericColumns: Set<Int>

    /// The widths the header alone needs.
    var widths: [Int] { header.map(\.count) }

    /// Widens `widths` to fit `row`.
    func widen(_ widths: inout [Int], toFit row: [String]) {
        for column in row.indices where row[column].count > widths[column] { widths[column] = row[column].count }
    }

    /// `row` padded to `widths`, ending with a newline.
    func line(_ row: [String], widths: [Int]) -> String {
        let cells = row.indices.map { column in
            let padding = String(repeating: " ", count: widths[column] - row[column].count)
            return numericColumns.contains(column) ? padding + row[column] : row[column] + padding
        }
        return cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
