import ComplayoutDiagnostics
import ComplayoutModel

/// `complayout diff` for people: the two sides, then one line per differing element, then the count.
///
/// ```
/// A: photo-grid.yaml — content 390 × 760
/// B: photo-grid.yaml (width 768) — content 768 × 760
/// changed      cell [0, 3]: (4, 258, 124.667, 120) → (390, 0, 254, 254)
/// appeared     cell [0, 8]: (4, 382, 254, 254)
/// 3 of 9 elements differ
/// ```
public struct LayoutDiffWriter: Sendable {
    public init() {}

    public func text(for document: LayoutDiffDocument) -> String {
        var text = side("A", document.before) + side("B", document.after)
        let width = document.differences.map(\.change.rawValue.count).max() ?? 0
        for difference in document.differences {
            let key = ElementKey(category: difference.category, kind: difference.kind, indexPath: difference.indexPath)
            let frames = [difference.before, difference.after].compactMap { $0.map(rectangle) }.joined(separator: " → ")
            let change = difference.change.rawValue
            text += change + String(repeating: " ", count: width - change.count + 2) + "\(key): \(frames)\n"
        }
        let count = document.differences.count
        let summary =
            switch count {
            case 0: "no element differs (of \(document.elementCount))"
            case 1: "1 of \(document.elementCount) elements differs"
            default: "\(count) of \(document.elementCount) elements differ"
            }
        return text + summary + "\n"
    }

    private func side(_ label: String, _ side: LayoutDiffDocument.Side) -> String {
        let environment = side.environment.map { " (\($0))" } ?? ""
        let size = side.contentSize
        return "\(label): \(side.file)\(environment) — content \(size.width.shortText) × \(size.height.shortText)\n"
    }

    private func rectangle(_ rect: Rect) -> String {
        "(" + [rect.x, rect.y, rect.width, rect.height].map(\.shortText).joined(separator: ", ") + ")"
    }
}
