import ComplayoutEngine
import ComplayoutModel

/// Writes an evaluated layout as an aligned text table for people.
public struct TableWriter {
    public init() {}

    /// The table for `layout`: a content-size line, then one row per element.
    public func table(for layout: EvaluatedLayout) -> String {
        let header = ["element", "kind", "index path", "x", "y", "width", "height", "z"]
        var rows: [[String]] = []
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
        let columns = AlignedColumns(header: header, rows: rows, numericColumns: Set(3..<header.count))
        return "content size: \(NumberText.short(size.width)) × \(NumberText.short(size.height))\n" + columns.text
    }
}
