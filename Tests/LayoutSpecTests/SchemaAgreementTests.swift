import Foundation
import ComplayoutSpec
import Testing

/// The definitions of the generated schema, by name.
private func schemaDefinitions() -> [String: [String: Any]] {
    let schema = (try? JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8))) as? [String: Any]
    return schema?["definitions"] as? [String: [String: Any]] ?? [:]
}

/// The `pattern` of the string alternative of a property.
private func pattern(of property: String, in definition: String) throws -> NSRegularExpression {
    let properties = try #require(schemaDefinitions()[definition]?["properties"] as? [String: [String: Any]])
    let alternatives = try #require(properties[property]?["oneOf"] as? [[String: Any]])
    return try NSRegularExpression(pattern: try #require(alternatives.compactMap { $0["pattern"] as? String }.first))
}

private func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
    expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
}

/// `text` as a double-quoted YAML scalar.
private func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\t", with: "\\t")
    return "\"\(escaped)\""
}

/// A group with this (already quoted) interItemSpacing, holding one item of this (already quoted) width.
private func spec(width: String = "fractionalWidth(1)", spacing: String = "0") -> String {
    """
    layout:
      section:
        group:
          horizontal:
            size: { width: fractionalWidth(1), height: absolute(44) }
            interItemSpacing: \(spacing)
            subitems:
              - item: { size: { width: \(width), height: 44 } }
    """
}

/// Where the schema checks a string, it accepts exactly what the reader reads.
@Suite struct SchemaAgreementTests {
    @Test(arguments: [
        ("absolute(44)", true), ("estimated(44)", true), ("fractionalWidth(0.5)", true),
        ("fractionalHeight(1)", true), ("uniformAcrossSiblings(60)", true), (" absolute( 44 ) ", true),
        ("absolute\t(44)", true), ("absolute(+4)", true), ("absolute(.5)", true), ("absolute(2.)", true),
        ("absolute(1_000)", true), ("absolute(1e3)", true), ("absolute(1.5E-2)", true), ("fractionalWidth(1._5)", true),
        ("absolute(-1)", false), ("absolute()", false), ("absolute(44", false), ("absolute 44", false),
        ("fractionalWidht(1)", false), ("fixed(8)", false), ("absolute(abc)", false), ("absolute(.inf)", false),
        ("absolute(0x10)", false), ("absolute(1e)", false), ("absolute(._5)", false), ("absolute(44)x", false),
        ("44", false), ("absolute((44))", false), ("absolute(4 4)", false), ("", false),
        ("fractionalWidth(1/3)", true), (" fractionalHeight( 2 / 3 ) ", true), ("fractionalWidth(1/0.5)", true),
        ("absolute(1/2)", false), ("fractionalWidth(1/0)", false), ("fractionalWidth(1/)", false),
        ("fractionalWidth(1/-3)", false), ("fractionalWidth(/3)", false), ("fractionalWidth(1/0.0)", false),
    ])
    func dimensionStrings(text: String, valid: Bool) throws {
        #expect(matches(try pattern(of: "width", in: "layoutSize"), text) == valid)
        let found = diagnostics(of: spec(width: quoted(text))).map(\.message)
        #expect(found.isEmpty == valid, "\(found)")
    }

    @Test(arguments: [
        ("fixed(8)", true), ("flexible(0)", true), ("fixed( 8 )", true), ("flexible(.5)", true),
        ("flexible(-1)", false), ("absolute(8)", false), ("fixd(8)", false), ("8", false),
    ])
    func spacingStrings(text: String, valid: Bool) throws {
        #expect(matches(try pattern(of: "interItemSpacing", in: "stackGroup"), text) == valid)
        let found = diagnostics(of: spec(spacing: quoted(text))).map(\.message)
        #expect(found.isEmpty == valid, "\(found)")
    }

    /// Hover help: every key of every mapping has a description, and so does every mapping.
    @Test func everyKeyIsDescribed() throws {
        let definitions = schemaDefinitions()
        #expect(definitions.count >= 25)
        for (name, definition) in definitions.sorted(by: { $0.key < $1.key }) {
            #expect((definition["description"] as? String)?.isEmpty == false, "\(name)")
            let properties = try #require(definition["properties"] as? [String: [String: Any]], "\(name)")
            for (key, property) in properties {
                #expect((property["description"] as? String)?.isEmpty == false, "\(name).\(key)")
            }
            #expect(definition["additionalProperties"] as? Bool == false, "\(name)")
        }
    }
}
