import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

extension SpecLoader {
    /// The `expect` block of a YAML document that need not load as a spec — a conformance case
    /// that must fail — read by the same reader as a file that loads; nil when it has none. What
    /// the reader reports about the block is left to the loading that failed (a case may expect
    /// exactly such a mistake).
    package static func expectation(in root: YAMLNode?) -> CaseExpectation? {
        guard let node = root?.mapping?.first(where: { $0.key.scalar?.value == "expect" })?.value,
            let form = MappingVocabulary.specFile.form(of: "expect")
        else { return nil }
        return SpecReader(limits: .default).expectation(Field(key: "expect", node: node, form: form))
    }
}
