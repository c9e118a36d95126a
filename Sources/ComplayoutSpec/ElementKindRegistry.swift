import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

/// The element kinds used by one section's supplementaries, to enforce R44/D6: an element kind
/// is defined at most once per section (items' and groups' supplementaries and boundary items together).
///
/// A definition is identified by its node's range, so a YAML alias of one definition
/// (which keeps the definition's range) counts once.
struct ElementKindRegistry {
    private struct Use {
        var kind: String
        var definition: SourceRange
        var kindNode: YAMLNode
    }

    private var uses: [Use] = []

    /// Records that the supplementary defined at `definition` uses `kind` (written at `kindNode`).
    mutating func record(kind: String, definition: SourceRange, kindNode: YAMLNode) {
        uses.append(Use(kind: kind, definition: definition, kindNode: kindNode))
    }

    /// Reports every definition of a kind after the first, in file order.
    func check(into reader: SpecReader) {
        var first: [String: Use] = [:]
        let ordered = uses.sorted { $0.definition.start < $1.definition.start }
        for use in ordered {
            guard let earlier = first[use.kind] else {
                first[use.kind] = use
                continue
            }
            guard earlier.definition != use.definition else { continue }
            reader.report(
                ModelDiagnostic.duplicateElementKind(NodeDescription.shortened(use.kind)), at: use.kindNode,
                notes: [Diagnostic.Note("first used here", at: earlier.kindNode.range)])
        }
    }
}
