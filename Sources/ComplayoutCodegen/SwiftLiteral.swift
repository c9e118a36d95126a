import ComplayoutModel

/// Swift expressions for the model's values, spelled as UIKit spells them.
enum SwiftLiteral {
    /// A number as written in a spec: `16`, not `16.0`; `0.5`; `-10`.
    static func number(_ value: Double) -> String { value.plainText }

    /// A string literal, escaped.
    static func string(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// `.fractionalWidth(0.5)`, `.absolute(44)`, `.estimated(44)`, `.uniformAcrossSiblings(estimate: 44)`.
    static func dimension(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .absolute(let value): ".absolute(\(number(value)))"
        case .estimated(let value): ".estimated(\(number(value)))"
        case .fractionalWidth(let value): ".fractionalWidth(\(number(value)))"
        case .fractionalHeight(let value): ".fractionalHeight(\(number(value)))"
        case .uniformAcrossSiblings(let estimate): ".uniformAcrossSiblings(estimate: \(number(estimate)))"
        }
    }

    /// `NSCollectionLayoutSize(widthDimension:heightDimension:)`'s arguments.
    static func sizeArguments(_ size: LayoutSize) -> [String] {
        ["widthDimension: \(dimension(size.width))", "heightDimension: \(dimension(size.height))"]
    }

    /// `.fixed(8)` or `.flexible(8)`.
    static func spacing(_ spacing: Spacing) -> String {
        switch spacing {
        case .fixed(let value): ".fixed(\(number(value)))"
        case .flexible(let value): ".flexible(\(number(value)))"
        }
    }

    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    static func insets(_ insets: DirectionalInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
            + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
    }

    /// `CGPoint(x:y:)`.
    static func point(_ point: Point) -> String {
        "CGPoint(x: \(number(point.x)), y: \(number(point.y)))"
    }

    /// An `NSDirectionalRectEdge` option set: `[]`, `.top`, `[.bottom, .leading]`; the vertical
    /// edge first, as in `NSRectAlignment`'s `bottomLeading`.
    static func edges(_ edges: Set<DirectionalEdge>) -> String {
        let order: [DirectionalEdge] = [.top, .bottom, .leading, .trailing]
        let ordered = order.filter(edges.contains).map { ".\($0.rawValue)" }
        return ordered.count == 1 ? ordered[0] : "[\(ordered.joined(separator: ", "))]"
    }

    /// `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`'s arguments; an absent edge is `nil`.
    static func edgeSpacingArguments(_ edgeSpacing: EdgeSpacing) -> [String] {
        func edge(_ spacing: Spacing?) -> String { spacing.map(Self.spacing) ?? "nil" }
        return [
            "leading: \(edge(edgeSpacing.leading))", "top: \(edge(edgeSpacing.top))",
            "trailing: \(edge(edgeSpacing.trailing))", "bottom: \(edge(edgeSpacing.bottom))",
        ]
    }

    /// True when an edge spacing changes nothing: every edge absent or `fixed(0)` (R64).
    static func isDefault(_ edgeSpacing: EdgeSpacing?) -> Bool {
        guard let edgeSpacing else { return true }
        return [edgeSpacing.leading, edgeSpacing.top, edgeSpacing.trailing, edgeSpacing.bottom]
            .allSatisfy { $0 == nil || $0 == .zero }
    }
}
