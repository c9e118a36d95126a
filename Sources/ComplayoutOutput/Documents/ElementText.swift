import ComplayoutDiagnostics
import ComplayoutModel

/// The one hand-written JSON writer: an element's one-line object, for the element stream of
/// `eval` and `query`, where millions of elements are printed and encoding each through `Codable`
/// would cost several times as much. It prints exactly what `JSONOutputEncoder(layout: .line)`
/// prints for a `LayoutAttributes` (a test holds it to that), byte by byte, through a `ByteCursor`.
///
/// `{ "category": "cell", "indexPath": [0, 0], "frame": { … }, "zIndex": 0 }`; with a file,
/// `{ "file": "a.yaml", "category": … }`, for the records of several files in one stream.
struct ElementText {
    /// `"file": "…", ` for the records of a file in a batch; empty otherwise.
    private let filePrefix: [UInt8]
    /// The last kind written, as a JSON string: kinds repeat, so each is quoted once per run of it.
    private var kind: ElementKind?
    private var quotedKind: [UInt8] = []

    /// The bytes besides a kind, a file and the numbers: the longest category and every key.
    private static let fixedCount = 160

    init(file: String? = nil) {
        filePrefix = file.map { Array("\"file\": \(JSONString.quoted($0)), ".utf8) } ?? []
    }

    /// `element`'s line, without a line break.
    static func line(_ element: LayoutAttributes, file: String? = nil) -> String {
        var writer = ElementText(file: file)
        let count = writer.maximumCount(element)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var cursor = ByteCursor(buffer.baseAddress!)
            writer.write(element, to: &cursor)
            return cursor.position - buffer.baseAddress!
        }
    }

    /// The most bytes `write(_:to:)` writes for `element`, quoting its kind if it is a new one.
    mutating func maximumCount(_ element: LayoutAttributes) -> Int {
        if let kind = element.key.elementKind, kind != self.kind {
            self.kind = kind
            quotedKind = Array("\"kind\": \(JSONString.quoted(kind.name)), ".utf8)
        }
        let pathCount = element.key.path.count * (ByteCursor.maximumIntegerCount + 2)
        return Self.fixedCount + filePrefix.count + (element.key.elementKind == nil ? 0 : quotedKind.count) + pathCount
            + 4 * ByteCursor.maximumNumberCount + ByteCursor.maximumIntegerCount
    }

    /// Writes `element`'s line, with no line break, after `maximumCount(_:)` made room for it.
    func write(_ element: LayoutAttributes, to cursor: inout ByteCursor) {
        cursor.append("{ ")
        filePrefix.withUnsafeBufferPointer { cursor.append($0) }
        switch element.category {
        case .cell: cursor.append("\"category\": \"cell\", ")
        case .supplementary: cursor.append("\"category\": \"supplementary\", ")
        case .decoration: cursor.append("\"category\": \"decoration\", ")
        }
        if element.key.elementKind != nil { quotedKind.withUnsafeBufferPointer { cursor.append($0) } }
        cursor.append("\"indexPath\": [")
        let path = element.key.path
        if let section = path.section, let index = path.index {
            cursor.append(integer: section)
            cursor.append(", ")
            cursor.append(integer: index)
        } else {
            for (position, component) in path.components.enumerated() {
                if position > 0 { cursor.append(", ") }
                cursor.append(integer: component)
            }
        }
        let frame = element.frame
        cursor.append("], \"frame\": { \"x\": ")
        cursor.append(number: frame.x)
        cursor.append(", \"y\": ")
        cursor.append(number: frame.y)
        cursor.append(", \"width\": ")
        cursor.append(number: frame.width)
        cursor.append(", \"height\": ")
        cursor.append(number: frame.height)
        cursor.append(" }, \"zIndex\": ")
        cursor.append(integer: element.zIndex)
        cursor.append(" }")
    }
}
