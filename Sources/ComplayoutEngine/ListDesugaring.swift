import ComplayoutDiagnostics
import ComplayoutModel

/// Turns a list section (R63) into the ordinary section it stands for, with the metrics of
/// `ListMetrics` (docs/lists.md):
/// - one row per item, as long as the list's `itemHeight` along the scroll axis and as wide as the
///   section across it — estimated rows stay estimated, so they self-size like any estimated item;
/// - the rows inset across the scroll axis by the appearance: the layout margins as the insets
///   reference (`insetGrouped`), or fixed insets added to the section's own (`sidebar`);
/// - a header (`headerMode: supplementary`) and a footer (`footerMode: supplementary`) as boundary
///   items of kind `header` and `footer`, estimated at 44 and pinned in plain appearances;
///   `headerMode: firstItemInSection` keeps item 0 as a row, which UIKit only styles as a header;
/// - space before the section: above its header, or the grouped styles' band.
struct ListDesugaring {
    /// The layout's scroll axis: rows are long along it and span the section across it.
    var axis: LayoutAxis
    var environment: LayoutEnvironment
    var grid: PixelGrid

    /// The element kinds of the list's header and footer (UIKit's `elementKindSectionHeader`/`Footer`).
    static let headerKind = "header"
    static let footerKind = "footer"

    /// A section laid out from a root group, with space before it along the scroll axis.
    struct Result {
        var section: LayoutSection
        var group: LayoutGroup
        var spaceBefore: Double
    }

    /// The ordinary section for `section`, whose content is `list`.
    func desugar(_ list: ListConfiguration, in section: LayoutSection) throws(Diagnostic) -> Result {
        let metrics = ListMetrics(list.appearance, axis: axis)
        var ordinary = section
        ordinary.contentInsets = combinedInsets(section.contentInsets, metrics.crossInsets)
        if let reference = metrics.insetsReference {
            ordinary.contentInsetsReference = section.contentInsetsReference ?? reference
            if section.supplementaryContentInsetsReference == .automatic {
                ordinary.supplementaryContentInsetsReference = reference
            }
        }
        var added = AddedBoundaryItems(items: [], owner: "list", source: list.source)
        if list.headerMode == .supplementary {
            let header = boundaryItem(Self.headerKind, at: .before, of: list, metrics: metrics)
            added.items.append((header, "header (headerMode: supplementary)"))
        }
        if list.footerMode == .supplementary {
            let footer = boundaryItem(Self.footerKind, at: .after, of: list, metrics: metrics)
            added.items.append((footer, "footer (footerMode: supplementary)"))
        }
        try added.checkKinds(against: section.boundarySupplementaryItems)
        ordinary.boundarySupplementaryItems = added.items.map(\.item) + section.boundarySupplementaryItems
        let group = row(of: list)
        ordinary.content = .group(group)
        return Result(
            section: ordinary, group: group, spaceBefore: metrics.spaceBefore(headerMode: list.headerMode))
    }

    /// One row: a group as long as `itemHeight` along the scroll axis and the full cross extent,
    /// holding one item that fills it. An estimated height stays on the item too, so that the row
    /// takes its cell's measured size (R57, R58).
    private func row(of list: ListConfiguration) -> LayoutGroup {
        var groupSize = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
        groupSize[axis] = list.itemHeight
        var itemSize = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
        if list.itemHeight.isEstimated { itemSize[axis] = list.itemHeight }
        let item = LayoutItem(size: itemSize, source: list.source)
        return LayoutGroup(size: groupSize, kind: .stack(axis.cross, .repeating([.item(item)])), source: list.source)
    }

    /// The section's insets with the list's added on the edges the list insets. Those edges are
    /// resolved first (R5), so that a fractional inset stays a fraction of the container rather
    /// than becoming a number of points; the other edges are left for the section builder.
    private func combinedInsets(_ own: DirectionalInsets, _ list: DirectionalInsets) -> DirectionalInsets {
        let resolved = own.resolvedAsContainerInsets(for: environment.container, grid: grid)
        func edge(_ own: Double, _ resolved: Double, _ list: Double) -> Double { list > 0 ? resolved + list : own }
        return DirectionalInsets(
            top: edge(own.top, resolved.top, list.top), leading: edge(own.leading, resolved.leading, list.leading),
            bottom: edge(own.bottom, resolved.bottom, list.bottom),
            trailing: edge(own.trailing, resolved.trailing, list.trailing))
    }

    private enum End { case before, after }

    /// A header (`before`) or footer (`after`) spanning the section across the scroll axis,
    /// estimated along it.
    private func boundaryItem(
        _ kind: String, at end: End, of list: ListConfiguration, metrics: ListMetrics
    ) -> BoundarySupplementaryItem {
        var size = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
        size[axis] = .estimated(ListMetrics.supplementaryEstimate)
        let alignment: RectAlignment =
            switch (axis, end) {
            case (.vertical, .before): .top
            case (.vertical, .after): .bottom
            case (.horizontal, .before): .leading
            case (.horizontal, .after): .trailing
            }
        return BoundarySupplementaryItem(
            elementKind: kind, size: size, alignment: alignment, pinToVisibleBounds: metrics.pinsSupplementaries,
            source: list.source)
    }
}
