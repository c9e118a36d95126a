import ComplayoutDiagnostics
import ComplayoutModel

/// The JSON Schema (draft-07) of spec files, for editors: generated from the vocabulary the spec
/// reader reads by, so the two cannot drift apart.
///
/// The schema describes the document after YAML anchors, aliases and merge keys are resolved.
/// It checks keys, required keys, enum words, value forms and signs, and the rules across keys of
/// one mapping; what only the reader or the evaluator can check is listed in docs/schema.md.
public enum SpecSchema {
    /// The schema as pretty-printed JSON, with keys in a fixed order; ends with a newline.
    public static var text: String {
        var text = ""
        // The schema holds no stream, so nothing can fail while it is printed.
        try? JSONOutputEncoder(layout: .expanded).write(document, to: &text)
        return text
    }

    static var document: JSONValue {
        let root = MappingKind.specFile.vocabulary
        var members: [JSONValue.Member] = [
            .init(key: "$schema", value: "http://json-schema.org/draft-07/schema#"),
            .init(key: "title", value: "complayout layout spec"),
        ]
        members += mappingMembers(root)
        let definitions = MappingKind.allCases.filter { $0 != .specFile }.map {
            JSONValue.Member(key: $0.rawValue, value: .object(mappingMembers($0.vocabulary)))
        }
        members.append(.init(key: "definitions", value: .object(definitions)))
        return .object(members)
    }

    /// A mapping: its keys as properties, the required ones, no other keys, and its rules.
    private static func mappingMembers(_ vocabulary: MappingVocabulary) -> [JSONValue.Member] {
        var members: [(String, JSONValue)] = [
            ("description", .string(vocabulary.summary)),
            ("type", "object"),
            ("properties", .object(pairs: vocabulary.keys.map { ($0.name, property($0)) })),
        ]
        let required = vocabulary.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        members.append(("additionalProperties", false))
        let rules = vocabulary.rules.map(rule)
        if rules.count == 1, case .object(let ruleMembers) = rules[0] {
            return members.map { JSONValue.Member(key: $0.0, value: $0.1) } + ruleMembers
        }
        if !rules.isEmpty { members.append(("allOf", .array(rules))) }
        return members.map { JSONValue.Member(key: $0.0, value: $0.1) }
    }

    /// One key: its description (hover help), its form, and its default.
    private static func property(_ key: KeyDeclaration) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(key.summary))]
        let form = schema(key.form)
        if case .mapping = key.form {
            // Keywords beside "$ref" are ignored in draft-07, so the reference goes inside "allOf".
            members.append(("allOf", [form]))
        } else if case .object(let formMembers) = form {
            members += formMembers.map { ($0.key, $0.value) }
        }
        if let value = key.defaultValue { members.append(("default", value)) }
        return .object(pairs: members)
    }

    /// The schema of a value form.
    private static func schema(_ form: ValueForm) -> JSONValue {
        switch form {
        case .number(let rule):
            return .object(pairs: [("type", "number")] + bounds(rule))
        case .integer(let rule, let minimum, let maximum):
            let lower: [(String, JSONValue)] = minimum.map { [("minimum", .number(Double($0)))] } ?? bounds(rule)
            let upper: [(String, JSONValue)] = maximum.map { [("maximum", .number(Double($0)))] } ?? []
            return .object(pairs: [("type", "integer")] + lower + upper)
        case .bool:
            return ["type": "boolean"]
        case .text(let nonEmpty):
            // The reader takes any scalar but null as text; YAML reads some of them as numbers or booleans.
            let length: [(String, JSONValue)] = nonEmpty ? [("minLength", 1)] : []
            return .object(pairs: [("type", ["string", "number", "boolean"])] + length)
        case .countExpression(let maxLength):
            return [
                "type": "string", "minLength": 1, "maxLength": .number(Double(maxLength)),
                "examples": ["columns(150)", "max(1, floor(effectiveWidth / 150))"],
            ]
        case .word(let words):
            return ["enum": .array(words.map(JSONValue.string))]
        case .function(let family):
            return [
                "oneOf": [
                    ["type": "number", "minimum": 0],
                    [
                        "type": "string", "pattern": .string(pattern(family)),
                        "examples": .array(family.examples.map(JSONValue.string)),
                    ],
                    structuredSchema(family),
                ]
            ]
        case .mapping(let kind):
            return ["$ref": .string("#/definitions/\(kind.rawValue)")]
        case .list(let entry, let minimum):
            let length: [(String, JSONValue)] = minimum > 0 ? [("minItems", .number(Double(minimum)))] : []
            return .object(pairs: [("type", "array"), ("items", schema(entry))] + length)
        case .table(let key, let value):
            return [
                "type": "object", "propertyNames": propertyNames(key), "additionalProperties": schema(value),
            ]
        case .oneOf(let forms):
            return ["oneOf": .array(forms.map(schema))]
        case .nullable(let form):
            return ["oneOf": [schema(form), ["type": "null"]]]
        }
    }

    /// `minimum` or `exclusiveMinimum` for a sign rule.
    private static func bounds(_ rule: NumberRule) -> [(String, JSONValue)] {
        switch rule {
        case .any: []
        case .nonNegative: [("minimum", 0)]
        case .positive: [("exclusiveMinimum", 0)]
        }
    }

    /// What the keys of a table must look like: an index as YAML writes an integer, or a non-empty kind.
    private static func propertyNames(_ form: ValueForm) -> JSONValue {
        switch form {
        case .integer: ["pattern": "^\\+?[0-9][0-9_]*$"]
        default: ["minLength": 1]
        }
    }

    /// The regular expression of a function form with a non-negative YAML 1.1 decimal argument
    /// (`NumberLiteral`), spaces and tabs allowed around the parts (`FunctionForm.parse`); the
    /// family's fractions also take an exact fraction `a/b` (`ExactFraction`).
    static func pattern(_ family: FunctionFamily) -> String {
        let plain = family.names.filter { !family.fractionNames.contains($0) }.joined(separator: "|")
        let call = "(?:\(plain))\(space)\\(\(space)\(number)\(space)\\)"
        guard !family.fractionNames.isEmpty else { return "^\(space)\(call)\(space)$" }
        let fractions = family.fractionNames.joined(separator: "|")
        let fractionCall = "(?:\(fractions))\(space)\\(\(space)\(fraction(optional: true))\(space)\\)"
        return "^\(space)(?:\(call)|\(fractionCall))\(space)$"
    }

    private static let space = "[ \\t]*"
    private static let number = "\\+?(?:[0-9][0-9_]*(?:\\.[0-9_]*)?|\\.[0-9][0-9_]*)(?:[eE][-+]?[0-9]+)?"

    /// A number, then (`optional`: perhaps) a slash and a number that is not zero.
    private static func fraction(optional: Bool) -> String {
        let denominator = "\(space)/\(space)(?=\\+?[0-9_.]*[1-9])\(number)"
        return number + (optional ? "(?:\(denominator))?" : denominator)
    }

    /// The structured form `{ NAME: ARGUMENT }` (`SpecReader.structuredValue`): one key, a name of
    /// the family; a non-negative number, or for a fraction also the string `a/b`.
    private static func structuredSchema(_ family: FunctionFamily) -> JSONValue {
        let number: JSONValue = ["type": "number", "minimum": 0]
        let fractionString: JSONValue = ["type": "string", "pattern": .string("^\(space)\(fraction(optional: false))\(space)$")]
        let properties = family.names.map { name -> (String, JSONValue) in
            (name, family.fractionNames.contains(name) ? ["oneOf": [number, fractionString]] : number)
        }
        return .object(pairs: [
            ("type", "object"), ("properties", .object(pairs: properties)), ("minProperties", 1), ("maxProperties", 1),
            ("additionalProperties", false),
            ("examples", .array([.string(SpecReader.structuredExample(family))])),
        ])
    }

    /// A rule across keys, as schema keywords.
    private static func rule(_ rule: KeyRule) -> JSONValue {
        switch rule {
        case .exactlyOne(let keys):
            return ["oneOf": .array(keys.map { ["required": [.string($0)]] })]
        case .atMostOne(let keys):
            let pairs = keys.indices.flatMap { first in
                keys[(first + 1)...].map { second -> JSONValue in ["required": [.string(keys[first]), .string(second)]] }
            }
            let both: JSONValue = pairs.count == 1 ? pairs[0] : ["anyOf": .array(pairs)]
            return ["not": both]
        case .requiredUnlessTrue(let key, let flag):
            let isTrue: JSONValue = ["const": true]
            let flagIsTrue: JSONValue = .object(pairs: [(flag, isTrue)])
            return [
                "if": ["properties": flagIsTrue, "required": [.string(flag)]],
                "else": ["required": [.string(key)]],
            ]
        case .oneEntry(let list, let keys):
            let atMostOne: JSONValue = ["maxItems": 1]
            let oneEntry: JSONValue = .object(pairs: [(list, atMostOne)])
            let anyKey: JSONValue = ["anyOf": .array(keys.map { ["required": [.string($0)]] })]
            return ["if": anyKey, "then": ["properties": oneEntry]]
        case .excludes(let key, let excluded):
            let refused: JSONValue = .object(pairs: excluded.map { ($0.key, false) })
            return ["if": ["required": [.string(key)]], "then": ["properties": refused]]
        }
    }
}
