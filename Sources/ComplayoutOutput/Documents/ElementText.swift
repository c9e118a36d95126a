import ComplayoutDiagnostics
import ComplayoutModel

/// The one hand-written JSON writer: an element's one-line object, for the element stream of
/// `eval` and `query`, where millions of elements are printed and encoding each through `Codable`
/// would cost several times as much. It prints exactly what `JSONOutputEncoder(layout: .line)`
/// prints for a `LayoutAttributes` (a test holds it to that).
enum ElementText {
    /// `{ "category": "cell", "indexPath": [0, 0], "frame": { … }, "zIndex": 0 }`; with `file`,
    /// `{ "file": "a.yaml", "category": … }`, for the records of several files in one stream.
    static func line(_ element: LayoutAttributes, file: String? = nil) -> String {
        var text = "{ "
        if let file { text += "\"file\": \(JSONString.quoted(file)), " }
        text += "\"category\": \"\(element.category.rawValue)\", "
        if let kind = element.kind { text += "\"kind\": \(JSONString.quoted(kind)), " }
        let frame = element.frame
        text += "\"indexPath\": [\(element.indexPath.map(String.init).joined(separator: ", "))], "
        text += "\"frame\": { \"x\": \(frame.x.plainText), \"y\": \(frame.y.plainText), "
        text += "\"width\": \(frame.width.plainText), \"height\": \(frame.height.plainText) }, "
        text += "\"zIndex\": \(element.zIndex) }"
        return text
    }
}
