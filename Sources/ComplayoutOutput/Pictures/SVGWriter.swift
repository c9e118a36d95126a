import ComplayoutModel

/// One attribute of an SVG element, its value already in text.
struct SVGAttribute {
    var name: String
    var value: String

    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A number with at most three decimals, so the text is the same on every run and platform.
    init(_ name: String, _ value: Double) {
        self.init(name, Self.number(value))
    }

    /// A number as attributes write it: at most three decimals, trailing zeros dropped.
    static func number(_ value: Double) -> String { NumberText.short(value) }

    init(_ name: String, _ colour: Colour) {
        self.init(name, colour.description)
    }

    /// `x`, `y`, `width` and `height` of a rectangle.
    static func frame(_ rect: Rect) -> [SVGAttribute] {
        [
            SVGAttribute("x", rect.x), SVGAttribute("y", rect.y), SVGAttribute("width", rect.width),
            SVGAttribute("height", rect.height),
        ]
    }
}

/// Writes the text of an SVG document: one element per line, indented by nesting, attributes in
/// the order given, text and attribute values escaped.
struct SVGWriter {
    private(set) var text = ""
    private var openElements: [String] = []

    /// Opens `name`; what follows is inside it until `end()`.
    mutating func begin(_ name: String, _ attributes: [SVGAttribute]) {
        text += indentation + "<" + name + Self.attributeText(attributes) + ">\n"
        openElements.append(name)
    }

    /// Closes the innermost open element.
    mutating func end() {
        let name = openElements.removeLast()
        text += indentation + "</" + name + ">\n"
    }

    /// An element on one line: empty, with `content` as its text, or with a `<title>` child that
    /// viewers show as a tooltip.
    mutating func leaf(_ name: String, _ attributes: [SVGAttribute], content: String? = nil, tooltip: String? = nil) {
        text += indentation + "<" + name + Self.attributeText(attributes)
        if let content {
            text += ">" + Self.escaped(content) + "</" + name + ">\n"
        } else if let tooltip {
            text += "><title>" + Self.escaped(tooltip) + "</title></" + name + ">\n"
        } else {
            text += "/>\n"
        }
    }

    private var indentation: String { String(repeating: "  ", count: openElements.count) }

    private static func attributeText(_ attributes: [SVGAttribute]) -> String {
        attributes.map { " \($0.name)=\"\(escaped($0.value))\"" }.joined()
    }

    /// `text` safe inside XML text and quoted attribute values; characters XML 1.0 forbids become U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
