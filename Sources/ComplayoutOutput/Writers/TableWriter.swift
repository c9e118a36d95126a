import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// Writes an evaluated layout as an aligned text table for people.
///
/// Streamed: the columns' widths are found in a first walk over the elements and each row is
/// written in a second, so a table of 10^7 rows costs time and output, not memory.
public struct TableWriter {
    public init() {}

    private static let columns = ColumnLayout(
        header: ["element", "kind", "index path", "x", "y", "width", "height", "z"], numericColumns: Set(3..<8))

    /// The table for `layout`: a content-size line, then one row per element.
    public func table(for layout: EvaluatedLayout) -> String {
        var text = ""
        write(layout, to: &text)
        return text
    }

    /// Writes the table for `layout` to `output`, one row at a time.
    public func write(_ layout: EvaluatedLayout, to output: inout some TextOutputStream) {
        let columns = Self.columns
        var widths = columns.widths
        for element in layout.elements { columns.widen(&widths, toFit: Self.row(element)) }
        let size = layout.contentSize
        output.write("content size: \(NumberText.short(size.width)) × \(NumberText.short(size.height))\n")
        output.write(columns.line(columns.header, widths: widths))
        for element in layout.elements { output.write(columns.line(Self.row(element), widths: widths)) }
    }

    private static func row(_ element: LayoutAttributes) -> [String] {
        let frame = element.frame
        return [
            // A kind is the spec's own text: a control character in it is shown, not sent.
            element.category.rawValue, element.kind?.escapingControlCharacters ?? "",
            element.indexPath.map(String.init).joined(separator: ","),
            NumberText.short(frame.x), NumberText.short(frame.y),
            NumberText.short(frame.width), NumberText.short(frame.height), String(element.zIndex),
        ]
    }
}
