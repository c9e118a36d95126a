import ComplayoutModel
import ComplayoutYAML

/// Items: the leaves of the tree.
extension SpecReader {
    /// `{ size, contentInsets, edgeSpacing, supplementaryItems }`; `size` is required.
    func item(_ field: Field) -> LayoutItem? {
        guard var map = mapping(field, .item) else { return nil }
        let size = map.field("size").flatMap(layoutSize)
        let insetsField = map.field("contentInsets")
        let insets = insetsField.flatMap(insets)
        let edgeSpacing = map.field("edgeSpacing").flatMap(edgeSpacing)
        let supplementaries = map.field("supplementaryItems").map { list($0, anchoredItem) }
        map.finish()
        guard let size else { return nil }
        return LayoutItem(
            size: size, contentInsets: insets ?? .zero, edgeSpacing: edgeSpacing,
            supplementaryItems: supplementaries ?? [], source: field.node.range,
            contentInsetsSource: insetsField?.node.range)
    }
}
