import ComplayoutModel

/// The section provider: a switch on the section index, and `when` alternatives as `if`s.
extension LayoutEmitter {
    /// `return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in … })`.
    func emitProvider(_ provider: SectionProvider, configuration: String?) {
        let scope = functionScope.child()
        let index: String
        if case .perIndex = provider { index = Self.sectionIndexName } else { index = "_" }
        let environment = provider.usesEnvironment ? Self.environmentName : "_"
        let parameters = "\(index), \(environment) in"
        if configuration == nil {
            writer.open("return UICollectionViewCompositionalLayout { \(parameters)")
        } else {
            writer.open("return UICollectionViewCompositionalLayout(sectionProvider: { \(parameters)")
        }
        switch provider {
        case .uniform(let definition):
            emitReturn(definition, in: scope)
        case .perIndex(let cases):
            writer.line("switch \(Self.sectionIndexName) {")
            for (indices, body) in renderedCases(cases, in: scope) {
                writer.line("case \(indices.map(String.init).joined(separator: ", ")):")
                writer.append(body)
            }
            writer.open("default:")
            writer.line("return nil")
            writer.close(nil)
            writer.line("}")
        }
        if let configuration {
            writer.close("}, configuration: \(configuration))")
        } else {
            writer.close()
        }
    }

    /// Each case's body, one indentation level in; indices whose bodies come out the same (a
    /// repeated definition, or two that differ only in how they are written) share one `case`.
    private func renderedCases(
        _ cases: [(indices: [Int], definition: SectionDefinition)], in scope: NameScope
    ) -> [(indices: [Int], body: CodeWriter)] {
        var merged: [(indices: [Int], body: CodeWriter)] = []
        for (indices, definition) in cases {
            let body = rendered(indentedBy: 1) { emitReturn(definition, in: scope.child()) }
            if let index = merged.firstIndex(where: { $0.body.lines == body.lines }) {
                merged[index].indices += indices
            } else {
                merged.append((indices, body))
            }
        }
        return merged.map { ($0.indices.sorted(), $0.body) }
    }

    /// The code that returns a definition's section: the section, or the first alternative whose
    /// conditions hold, or nil when none does (UIKit reports a missing section as a client error).
    private func emitReturn(_ definition: SectionDefinition, in scope: NameScope) {
        switch definition {
        case .section(let section):
            emitReturn(section, in: scope)
        case .variants(let variants, _):
            for variant in variants.reachable {
                guard let condition = variant.condition, !condition.isEmpty else {
                    emitReturn(variant.section, in: scope)
                    return
                }
                openIf(ConditionExpression.clauses(condition, environment: Self.environmentName))
                emitReturn(variant.section, in: scope.child())
                writer.close()
                writer.blankLine()
            }
            writer.line("return nil")
        }
    }

    private func emitReturn(_ section: LayoutSection, in scope: NameScope) {
        switch self.section(section, in: scope, inline: true) {
        case .name(let name): writer.line("return \(name)")
        case .call(let head, let arguments): writer.call("return \(head)", arguments)
        }
    }

    /// `if a && b {` on one line when it fits; else one clause a line, and the brace on its own.
    private func openIf(_ clauses: [String]) {
        let single = "if \(clauses.joined(separator: " && ")) {"
        if writer.indentWidth + single.count <= CodeWriter.lineLimit || clauses.count == 1 {
            writer.open(single)
            return
        }
        writer.line("if \(clauses[0])")
        for clause in clauses.dropFirst() { writer.line("\(CodeWriter.indentUnit)&& \(clause)") }
        writer.open("{")
    }
}
