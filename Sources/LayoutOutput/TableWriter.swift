import LayoutEngine
import LayoutModel

/// Writes an evaluated layout as an aligned text table for people.
public struct TableWriter {
    public init() {}

    /// The table for `layout`: a content-size line, then one row per element.
    public func table(for layout: EvaluatedLayout) -> String {
        let header = ["element", "kind", "index path", "x", "y", "width", "height", "z"]
        var rows = [header]
        for element in layout.elements {
            let frame = element.frame
            rows.append([
                element.category.rawValue, element.kind ?? "",
                element.indexPath.map(String.init).joined(separator: ","),
                NumberText.short(frame.x), NumberText.short(frame.y),
                NumberText.short(frame.width), NumberText.short(frame.height), String(element.zIndex),
            ])
        }
        let size = layout.contentSize
        var text = "content size: \(NumberText.short(size.width)) × \(NumberText.short(size.height))\n"
        let numeric = Set(3..<header.count)
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return numeric.contains(column) ? padding + row[column] : row[column] + padding
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
