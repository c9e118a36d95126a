import Foundation
import ComplayoutModel
import ComplayoutSpec
import Testing

/// A spec with `§` where one key of the mapping under test goes, in flow style.
private let group = "{ horizontal: { size: \(size), subitems: [ { item: { size: \(size) } } ] } }"
private let size = "{ width: fractionalWidth(1), height: absolute(44) }"
private let frame = "{ x: 0, y: 0, width: 10, height: 10 }"

/// For each mapping of the schema that declares defaults: a spec holding one such mapping.
private let hosts: [String: String] = [
    "layout": "layout: { §section: { group: \(group) } }",
    "section": "layout: { section: { §group: \(group) } }",
    "sectionAlternative": "layout: { section: [ { §group: \(group) } ] }",
    "list": "layout: { section: { list: {§} } }",
    "flow": "layout: { section: { flow: {§} } }",
    "stackGroup": "layout: { section: { group: { horizontal: { §size: \(size), subitems: [ { item: { size: \(size) } } ] } } } }",
    "customGroup": "layout: { section: { group: { custom: { §size: \(size), frames: [ \(frame) ] } } } }",
    "customFrame": "layout: { section: { group: { custom: { size: \(size), frames: [ { §x: 0, y: 0, width: 10, height: 10 } ] } } } }",
    "item": "layout: { section: { group: { horizontal: { size: \(size), subitems: [ { item: { §size: \(size) } } ] } } } }",
    "boundaryItem":
        "layout: { section: { group: \(group), boundarySupplementaryItems: [ { §kind: header, size: \(size), alignment: top } ] } }",
    "anchoredItem": """
        layout: { section: { group: { horizontal: { size: \(size), subitems: [ { item: { size: \(size), \
        supplementaryItems: [ { §kind: badge, size: \(size), containerAnchor: { edges: [top] } } ] } } ] } } } }
        """,
    "decorationItem": "layout: { section: { group: \(group), decorationItems: [ { §background: bg } ] } }",
    "insets": "layout: { section: { group: \(group), contentInsets: {§} } }",
    "environment": "environment: {§}\nlayout: { section: { group: \(group) } }",
    "traits": "environment: { traits: {§} }\nlayout: { section: { group: \(group) } }",
    "expectedLayout": "layout: { section: { group: \(group) } }\nexpect: { §elements: [] }",
]

/// The spec with `key: value` put where `§` is.
private func spec(_ host: String, key: String, value: String) -> String {
    let marker = host.range(of: "§")!
    let closes = host[marker.upperBound...].first { $0 != " " } == "}"
    return host.replacingCharacters(in: marker, with: "\(key): \(value)" + (closes ? "" : ", "))
}

/// A value's structure without source positions (`source`, `contentInsetsSource`, `orthogonalOffsetSources`, …),
/// which differ between two texts.
private func shape(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard !mirror.children.isEmpty else { return String(describing: value) }
    var parts = mirror.children.compactMap { child -> String? in
        if let label = child.label, label == "source" || label.hasSuffix("Source") || label.hasSuffix("Sources") {
            return nil
        }
        return "\(child.label ?? "_"): \(shape(child.value))"
    }
    if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { parts.sort() }
    return "\(mirror.subjectType)(\(parts.joined(separator: ", ")))"
}

/// One `default` the schema declares, as JSON text (which is also YAML).
struct DeclaredDefault: Sendable, CustomTestStringConvertible {
    var definition: String
    var key: String
    var value: String

    var testDescription: String { "\(definition).\(key) = \(value)" }

    /// Every default in the generated schema, sorted.
    static let all: [DeclaredDefault] = {
        let schema = (try? JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8))) as? [String: Any]
        let definitions = schema?["definitions"] as? [String: [String: Any]] ?? [:]
        var found: [DeclaredDefault] = []
        for (name, definition) in definitions {
            for (key, property) in definition["properties"] as? [String: [String: Any]] ?? [:] {
                guard let value = property["default"],
                    let json = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
                else { continue }
                found.append(DeclaredDefault(definition: name, key: key, value: String(decoding: json, as: UTF8.self)))
            }
        }
        return found.sorted { ($0.definition, $0.key) < ($1.definition, $1.key) }
    }()
}

/// The schema's `default`s are the reader's: writing a key's default reads like leaving the key out.
@Suite struct SchemaDefaultsTests {
    @Test func theSchemaDeclaresDefaults() {
        #expect(DeclaredDefault.all.count >= 30)
    }

    @Test(arguments: DeclaredDefault.all)
    func writingTheDefaultChangesNothing(_ declared: DeclaredDefault) throws {
        let host = try #require(hosts[declared.definition], "no host spec for '\(declared.definition)'; add one")
        let left = try #require(loadSpec(host.replacingOccurrences(of: "§", with: "")))
        let written = try #require(loadSpec(spec(host, key: declared.key, value: declared.value)))
        // Model equality ignores where things were written, so the two files compare equal.
        #expect(written == left)
    }
}
