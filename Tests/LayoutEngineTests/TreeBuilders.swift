import ComplayoutEngine
import ComplayoutModel

/// Small constructors that keep engine tests close to the Swift API they mirror.
func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: DirectionalInsets = .zero, edges: EdgeSpacing? = nil) -> Subitem {
    .item(LayoutItem(size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edges))
}

func horizontal(
    _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [Subitem], spacing: Spacing = .zero,
    insets: DirectionalInsets = .zero
) -> LayoutGroup {
    LayoutGroup(
        size: LayoutSize(width: width, height: height), kind: .stack(.horizontal, .repeating(subitems)),
        interItemSpacing: spacing, contentInsets: insets)
}

func vertical(_ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [Subitem], spacing: Spacing = .zero) -> LayoutGroup {
    LayoutGroup(
        size: LayoutSize(width: width, height: height), kind: .stack(.vertical, .repeating(subitems)),
        interItemSpacing: spacing)
}

func layout(
    _ group: LayoutGroup, insets: DirectionalInsets = .zero, interGroupSpacing: Double = 0, scroll: LayoutAxis = .vertical
) -> CompositionalLayout {
    var section = LayoutSection(group: group)
    section.contentInsets = insets
    section.interGroupSpacing = interGroupSpacing
    return CompositionalLayout(scrollDirection: scroll, sections: .uniform(.section(section)))
}

func environment(_ width: Double = 400, _ height: Double = 800, scale: Double = 1) -> LayoutEnvironment {
    LayoutEnvironment(container: Size(width: width, height: height), traits: Traits(displayScale: scale))
}

func data(_ counts: Int...) -> DataSource {
    DataSource(sections: counts.map { SectionData(itemCount: $0) })
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

extension EvaluatedLayout {
    /// Every cell frame in output order.
    var cellFrames: [Rect] { elements.filter { $0.category == .cell }.map(\.frame) }
}
