import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

/// The `expect` key: what a conformance case must give (language.md section 7).
///
/// Either the layout form `{ contentSize?, elements, partial?, pass? }` (`elements` may be left out
/// only with `partial: true`; `pass` is `initial` or `final`, default `final`), or the error form
/// `{ error: "substring", line?, id? }`.
extension SpecReader {
    func expectation(_ field: Field) -> CaseExpectation? {
        let isErrorForm = field.node.mapping?.contains { $0.key.scalar?.value == "error" } ?? false
        guard var map = mapping(field, isErrorForm ? .expectedError : .expectedLayout) else { return nil }
        if isErrorForm {
            let message = map.field("error").flatMap(nonEmptyText)
            let line = map.field("line").flatMap { integer($0) }
            let id = map.field("id").flatMap(nonEmptyText)
            for key in MappingVocabulary.expectedLayout.keyNames {
                guard let keyNode = map.keyNode(key) else { continue }
                map.ignore(key)
                error(.layoutKeyWithError(key), at: keyNode)
            }
            map.finish()
            guard let message else { return nil }
            return .error(message: message, line: line, id: id, source: field.node.range)
        }
        let contentSize = map.field("contentSize").flatMap(size)
        let partial = map.field("partial").flatMap(bool) ?? false
        let pass = map.field("pass").flatMap { word($0, as: EvaluationPass.self) } ?? .final
        let knownGap = map.field("knownGap").flatMap(nonEmptyText)
        let elementsField = map.field("elements")
        enforceRules(of: map)  // 'elements' unless 'partial: true'
        let elements = elementsField.map { list($0, expectedElement) }
        // The error form's keys; 'error' itself is absent here, or this would be the error form.
        for key in MappingVocabulary.expectedError.keyNames {
            guard let keyNode = map.keyNode(key) else { continue }
            map.ignore(key)
            error(.errorKeyWithoutError(key), at: keyNode)
        }
        map.finish()
        return .layout(
            ExpectedLayout(
                contentSize: contentSize, elements: elements ?? [], partial: partial, pass: pass,
                knownGap: knownGap, source: field.node.range))
    }

    /// `{ category, kind?, indexPath, frame, zIndex? }`.
    private func expectedElement(_ field: Field) -> ExpectedElement? {
        guard var map = mapping(field, .expectedElement) else { return nil }
        let category = map.field("category").flatMap { word($0, as: ElementCategory.self) }
        let kindField = map.field("kind")
        let kind = kindField.flatMap(nonEmptyText)
        let indexPathField = map.field("indexPath")
        let indexPath = indexPathField.flatMap(indexPath)
        let frame = map.field("frame").flatMap(rect)
        let zIndex = map.field("zIndex").flatMap { integer($0) }
        if let category {
            switch category {
            case .cell:
                if let kindKey = map.keyNode("kind") {
                    error(.cellWithKind, at: kindKey)
                }
            case .supplementary, .decoration:
                if kindField == nil {
                    error(.missingElementKind(category), at: map.node)
                }
            }
            if let indexPath, let indexPathField {
                let allowed = category == .supplementary ? [1, 2] : [2]
                if !allowed.contains(indexPath.count) {
                    error(.indexPathLength(category, found: indexPath.count), at: indexPathField.node)
                }
            }
        }
        map.finish()
        guard let category, let indexPath, let frame else { return nil }
        return ExpectedElement(
            key: ElementKey(category: category, kind: category == .cell ? nil : kind, indexPath: indexPath),
            frame: frame, zIndex: zIndex, source: field.node.range)
    }

    /// A list of non-negative integers.
    private func indexPath(_ field: Field) -> [Int]? {
        guard let nodes = sequence(field) else { return nil }
        let indexes = nodes.compactMap { integer(field.entry($0)) }
        return indexes.count == nodes.count ? indexes : nil
    }
}
