import ComplayoutDiagnostics
import ComplayoutModel

/// The header and footer a list or flow section adds to the section it stands for. D6: each owns
/// its element kind within the section, so a boundary item written in the section with the same
/// kind is an error.
struct AddedBoundaryItems {
    /// The items, each with the words that name it in a message ("header (headerMode: supplementary)").
    var items: [(item: BoundarySupplementaryItem, name: String)]
    /// What adds them: "list", "flow".
    var owner: String
    /// Where the owner is defined.
    var source: SourceRange?

    /// Throws `duplicate-element-kind` at the first of `written` whose kind an added item has.
    func checkKinds(against written: [BoundarySupplementaryItem]) throws(Diagnostic) {
        for item in written {
            guard let taken = items.first(where: { $0.item.elementKind == item.elementKind }) else { continue }
            throw Diagnostic(
                ModelDiagnostic.duplicateElementKind(item.elementKind, firstUse: "the \(owner)'s \(taken.name)"),
                at: item.source, notes: [Diagnostic.Note("the \(owner) is defined here", at: source)])
        }
    }
}
