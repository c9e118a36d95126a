import ComplayoutEngine
import ComplayoutModel

/// How explanations write numbers, lengths, rectangles, dimensions and insets.
enum ExplanationText {
    /// At most three decimals, with a true minus sign.
    static func number(_ value: Double) -> String {
        let text = value.shortText
        return text.hasPrefix("-") ? "−" + text.dropFirst() : text
    }

    static func size(_ size: Size) -> String { "\(number(size.width)) × \(number(size.height))" }

    static func point(_ point: Point) -> String { "(\(number(point.x)), \(number(point.y)))" }

    static func rect(_ rect: Rect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// `top 0, leading 4, bottom 0, trailing 4`.
    static func insets(_ insets: DirectionalInsets) -> String {
        "top \(number(insets.top)), leading \(number(insets.leading)), bottom \(number(insets.bottom)), "
            + "trailing \(number(insets.trailing))"
    }

    /// A dimension as the spec writes it: `fractionalWidth(0.5)`.
    static func dimension(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .absolute(let value): "absolute(\(value.plainText))"
        case .estimated(let value): "estimated(\(value.plainText))"
        case .fractionalWidth(let value): "fractionalWidth(\(value.plainText))"
        case .fractionalHeight(let value): "fractionalHeight(\(value.plainText))"
        case .uniformAcrossSiblings(let value): "uniformAcrossSiblings(\(value.plainText))"
        }
    }

    static func spacing(_ spacing: Spacing) -> String {
        switch spacing {
        case .fixed(let value): "fixed(\(value.plainText))"
        case .flexible(let value): "flexible(\(value.plainText))"
        }
    }

    /// `width` or `height`: a length along `axis`.
    static func length(_ axis: LayoutAxis) -> String { axis == .horizontal ? "width" : "height" }

    /// `x` or `y`: a coordinate along `axis`.
    static func coordinate(_ axis: LayoutAxis) -> String { axis == .horizontal ? "x" : "y" }

    /// The edge before the content along `axis` (`leading`, `top`), and the one after it.
    static func edgeBefore(_ axis: LayoutAxis) -> String { axis == .horizontal ? "leading" : "top" }
    static func edgeAfter(_ axis: LayoutAxis) -> String { axis == .horizontal ? "trailing" : "bottom" }

    /// The grid's step for people: `1/3-point`, or `1-point` at scale 1.
    static func grid(_ grid: PixelGrid) -> String {
        grid.scale == 1 ? "1-point" : "1/\(number(grid.scale))-point"
    }

    /// An ordinal for people: 1st, 2nd, 3rd, 4th, 11th, 21st.
    static func ordinal(_ value: Int) -> String {
        let suffix: String
        switch (value % 10, value % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(value)\(suffix)"
    }
}

/// A sum of labelled terms, written `inset 4 + edge 2 = 6`: how an explanation shows the parts of
/// a number the engine computed.
struct Terms {
    /// One term: a label and its value (`inset 4`), or a product written out (`2 × stride 70`).
    private struct Term {
        var label: String
        var value: Double
        var written: Bool
    }

    private var terms: [Term] = []

    /// Adds a term written `label value`; a zero is left out unless `always`.
    mutating func add(_ label: String, _ value: Double, always: Bool = false) {
        guard always || value != 0 else { return }
        terms.append(Term(label: label, value: value, written: false))
    }

    /// Adds a term written as `expression` alone, which gives `value`; left out when `value` is zero.
    mutating func add(expression: String, _ value: Double) {
        guard value != 0 else { return }
        terms.append(Term(label: expression, value: value, written: true))
    }

    /// The terms as data, with `result`, their total as the engine computed it.
    func sum(_ result: Double) -> FrameExplanation.TermSum {
        FrameExplanation.TermSum(
            terms: terms.map { FrameExplanation.Term(label: $0.label, value: $0.value) }, total: result)
    }

    /// The terms and their total as the engine computed it: `inset 4 + edge 2 = 6`.
    func equals(_ result: Double) -> String {
        guard !terms.isEmpty else { return ExplanationText.number(result) }
        var text = ""
        for (position, term) in terms.enumerated() {
            if position > 0 { text += term.value < 0 ? " − " : " + " }
            if term.written {
                text += term.label
                continue
            }
            let magnitude = ExplanationText.number(position == 0 ? term.value : abs(term.value))
            text += term.label.isEmpty ? magnitude : term.label + " " + magnitude
        }
        if terms.count == 1, !terms[0].written, terms[0].value == result { return text }
        return text + " = " + ExplanationText.number(result)
    }
}
