import Foundation
import ComplayoutTestSupport
import Testing

/// What `validate_schema.py` says of one file.
struct SchemaVerdict: Decodable {
    enum Verdict: String, Decodable {
        case valid, invalid, unloadable
    }

    var file: String
    /// A conformance case that must fail to load (`expect: { error: … }`).
    var errorCase: Bool
    var verdict: Verdict
    var problems: [String]
}

/// The committed schema, which editors point at.
let committedSchema = "schema/complayout.schema.json"

/// Every .yaml under Specs/, relative to the package root, sorted.
let specFiles: [String] = {
    let specs = packageRoot.appendingPathComponent("Specs")
    let found = FileManager.default.enumerator(atPath: specs.path)?.allObjects as? [String] ?? []
    return found.filter { $0.hasSuffix(".yaml") }.sorted().map { "Specs/\($0)" }
}()

/// The fixtures of this target: a valid spec and an invalid one that use anchors and merge keys.
let fixtures = ["anchors-and-merges.yaml", "merged-unknown-key.yaml"].map { "Tests/SchemaTests/Fixtures/\($0)" }

/// The independent validator's verdict on every spec and fixture, by path; run once for all tests.
let schemaVerdicts: Result<[String: SchemaVerdict], ValidatorFailure> = {
    do {
        let run = try ProcessRun.python(["Tests/SchemaTests/validate_schema.py", committedSchema] + specFiles + fixtures)
        guard run.status == 0 else {
            return .failure(
                ValidatorFailure(
                    message: "validate_schema.py exited \(run.status); it needs python3 with jsonschema 4 and PyYAML "
                        + "(pip install jsonschema pyyaml):\n\(run.errors)"))
        }
        let decoder = JSONDecoder()
        let verdicts = try run.output.split(separator: "\n").map {
            try decoder.decode(SchemaVerdict.self, from: Data($0.utf8))
        }
        return .success(Dictionary(uniqueKeysWithValues: verdicts.map { ($0.file, $0) }))
    } catch {
        return .failure(ValidatorFailure(message: "could not run validate_schema.py: \(error)"))
    }
}()

struct ValidatorFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The error cases of Specs/conformance/errors, by what the schema makes of them. Cases named
/// `engine-*` are well-formed specs that only evaluation refuses, so the schema accepts them all.
/// Cases added later and not listed here are not checked against the schema.
let errorCaseVerdicts: [String: SchemaVerdict.Verdict] = [
    // Unknown keys, a bad enum word, bad dimension strings, missing required keys.
    "unknown-key.yaml": .invalid,
    "invalid-value.yaml": .invalid,
    "invalid-value-alignment.yaml": .invalid,
    "invalid-value-unknown-dimension.yaml": .invalid,
    "invalid-value-flow-item-size.yaml": .invalid,
    "malformed-value.yaml": .invalid,
    "missing-key.yaml": .invalid,
    "three-mistakes.yaml": .invalid,
    // Types, signs and bounds.
    "wrong-type.yaml": .invalid,
    "wrong-type-integer.yaml": .invalid,
    "wrong-type-node-kind.yaml": .invalid,
    "negative-value.yaml": .invalid,
    "negative-value-inset.yaml": .invalid,
    "invalid-value-display-scale.yaml": .invalid,
    "count-too-large.yaml": .invalid,
    "item-count-too-large.yaml": .invalid,
    // Rules across the keys of one mapping.
    "conflicting-keys.yaml": .invalid,
    "conflicting-keys-anchor-offsets.yaml": .invalid,
    "conflicting-keys-flow-section-keys.yaml": .invalid,
    "invalid-group.yaml": .invalid,
    "invalid-group-count-and-repeat.yaml": .invalid,
    "invalid-group-custom-subitems.yaml": .invalid,
    "invalid-group-no-kind.yaml": .invalid,
    "invalid-group-two-kinds.yaml": .invalid,
    "invalid-expectation.yaml": .invalid,
    // What only the reader sees: uniqueness across a section, indexes against counts, NaN,
    // duplicate keys (a YAML loader keeps the last one).
    "duplicate-element-kind.yaml": .valid,
    "index-out-of-range.yaml": .valid,
    "missing-section-definition.yaml": .valid,
    "non-finite-number.yaml": .valid,
    "duplicate-key.yaml": .valid,
    // Not a single well-formed YAML document, or one that expands past the alias limit.
    "yaml-syntax.yaml": .unloadable,
    "multiple-documents.yaml": .unloadable,
    "unknown-alias.yaml": .unloadable,
    "invalid-merge.yaml": .unloadable,
    "alias-expansion-too-large.yaml": .unloadable,
]

/// Whether python3 has what `validate_schema.py` needs; `.ci/run` installs it, a fresh machine may not.
let independentValidatorAvailable: Bool =
    (try? ProcessRun.python(["-c", "import jsonschema, yaml"]).status == 0) ?? false

@Suite struct SchemaTests {
    @Test func theCommittedSchemaIsTheGeneratedOne() throws {
        let run = try ProcessRun.complayout("schema")
        #expect(run.status == 0)
        let committed = try String(contentsOf: packageRoot.appendingPathComponent(committedSchema), encoding: .utf8)
        #expect(
            run.output == committed,
            "\(committedSchema) is stale: run `swift run complayout schema > \(committedSchema)`")
    }

    @Test(arguments: errorCaseVerdicts.filter { $0.value == .invalid }.keys.sorted())
    func refusedByComplayoutToo(_ name: String) throws {
        let run = try ProcessRun.complayout("validate", "Specs/conformance/errors/\(name)")
        #expect(run.status == 2)
        #expect(run.errors.contains(": error: "), "\(run.errors)")
    }
}

/// The committed schema checked by an independent validator, Python's jsonschema.
@Suite(
    .enabled(
        if: independentValidatorAvailable,
        "python3 lacks jsonschema or PyYAML, which the independent validator needs: pip install jsonschema pyyaml"))
struct IndependentValidatorTests {
    @Test func everySpecThatLoadsIsValid() throws {
        let verdicts = try schemaVerdicts.get()
        #expect(specFiles.count >= 200)
        var checked = 0
        for file in specFiles {
            let verdict = try #require(verdicts[file], "no verdict for \(file)")
            let name = URL(fileURLWithPath: file).lastPathComponent
            guard !verdict.errorCase || name.hasPrefix("engine-") else { continue }
            #expect(verdict.verdict == .valid, "\(file): \(verdict.problems.joined(separator: "\n"))")
            checked += 1
        }
        #expect(checked >= 200)
    }

    @Test func errorCasesAreRefusedWhereTheSchemaCanSeeTheMistake() throws {
        let verdicts = try schemaVerdicts.get()
        for (name, expected) in errorCaseVerdicts.sorted(by: { $0.key < $1.key }) {
            let file = "Specs/conformance/errors/\(name)"
            let verdict = try #require(verdicts[file], "no verdict for \(file)")
            #expect(verdict.errorCase, "\(file) is not an error case")
            #expect(verdict.verdict == expected, "\(file): \(verdict.problems.joined(separator: "\n"))")
        }
    }

    @Test func theSchemaSeesTheDocumentAfterMerging() throws {
        let verdicts = try schemaVerdicts.get()
        let valid = try #require(verdicts[fixtures[0]])
        #expect(valid.verdict == .valid, "\(valid.problems)")
        #expect(try ProcessRun.complayout("validate", fixtures[0]).status == 0)

        let invalid = try #require(verdicts[fixtures[1]])
        #expect(invalid.problems == ["layout/sections/1: Additional properties are not allowed ('itemSpacing' was unexpected)"])
        let run = try ProcessRun.complayout("validate", fixtures[1])
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown key 'itemSpacing' in section [unknown-key]"))
    }
}
