import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// An evaluated layout, or a query's answer, as `eval` and `query` print it (language.md
/// section 14): the content size, then every element, streamed as it is computed.
public struct LayoutDocument: JSONDocument {
    public static let currentVersion = 1
    public static let linedArrays: Set<String> = ["elements"]

    public var formatVersion: Int
    public var contentSize: Size
    /// Streamed: each element is computed as it is printed, so 10^9 of them print in flat memory.
    public var elements: StreamedArray<LayoutAttributes>

    /// The document of `layout` with every element.
    public init(_ layout: EvaluatedLayout) {
        self.init(contentSize: layout.contentSize, visiting: { visit in layout.elements.forEach(visit) })
    }

    /// A content size and the elements `visiting` hands out, each printed as it comes
    /// (`EvaluatedLayout.forEachElement(in:_:)`, so that a query's answer is never collected).
    public init(contentSize: Size, visiting: @escaping ((LayoutAttributes) -> Void) -> Void) {
        formatVersion = Self.currentVersion
        self.contentSize = contentSize
        elements = StreamedArray(visiting: visiting, text: { ElementText.line($0) })
    }
}
