import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// Writes an evaluated layout as the JSON of language.md section 7, one element per line, as the
/// elements are computed (nothing is collected first).
public struct JSONWriter {
    public init() {}

    /// Writes `layout` to `output`.
    public func write(_ layout: EvaluatedLayout, to output: inout some TextOutputStream) {
        write(contentSize: layout.contentSize, elements: layout.elements, to: &output)
    }

    /// Writes a content size and some elements (a query's answer) in the same shape.
    public func write(
        contentSize size: Size, elements: some Sequence<LayoutAttributes>, to output: inout some TextOutputStream
    ) {
        write(contentSize: size, visiting: { visit in elements.forEach(visit) }, to: &output)
    }

    /// Writes a content size and the elements `visiting` hands out, each written as it comes
    /// (`EvaluatedLayout.forEachElement(in:_:)`, so a query's answer is never collected).
    public func write(
        contentSize size: Size, visiting: ((LayoutAttributes) -> Void) -> Void,
        to output: inout some TextOutputStream
    ) {
        output.write("{\n  \"contentSize\": { \"width\": \(NumberText.format(size.width)), ")
        output.write("\"height\": \(NumberText.format(size.height)) },\n  \"elements\": [")
        var first = true
        visiting { element in
            output.write(first ? "\n    " : ",\n    ")
            output.write(Self.object(for: element))
            first = false
        }
        output.write(first ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// JSON Lines: one element per line, written as it is computed, so memory stays flat.
    public func writeLines(_ layout: EvaluatedLayout, to output: inout some TextOutputStream) {
        for element in layout.elements {
            output.write(Self.object(for: element))
            output.write("\n")
        }
    }

    /// One element as a single-line JSON object.
    public static func object(for element: LayoutAttributes) -> String {
        "{ " + members(of: element) + " }"
    }

    /// The members of an element's JSON object, without the braces, so other writers can add some.
    static func members(of element: LayoutAttributes) -> String {
        var text = "\"category\": \"\(element.category.rawValue)\", "
        if let kind = element.kind { text += "\"kind\": \(JSONString.quoted(kind)), " }
        let frame = element.frame
        text += "\"indexPath\": [\(element.indexPath.map(String.init).joined(separator: ", "))], "
        text += "\"frame\": { \"x\": \(NumberText.format(frame.x)), \"y\": \(NumberText.format(frame.y)), "
        text += "\"width\": \(NumberText.format(frame.width)), \"height\": \(NumberText.format(frame.height)) }, "
        text += "\"zIndex\": \(element.zIndex)"
        return text
    }
}
