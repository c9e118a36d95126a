import ComplayoutDiagnostics
import ComplayoutModel

/// Turns a flow section into the ordinary section whose frames are the ones
/// `UICollectionViewFlowLayout` gives (docs/flow.md). In a vertical layout:
/// - a row holds as many items as fit across the available width (the container less the
///   reference insets and `sectionInset` across the scroll axis): n items fit when
///   `n·w + (n − 1)·minimumInteritemSpacing ≤ available`, and the first always goes in;
/// - a row of n ≥ 2 items is justified: the leftover is shared among the n − 1 gaps, which is what
///   `flexible(minimumInteritemSpacing)` spacing does (R23); a row of one item is centred, which is
///   what flexible edge spacing on both sides of the item does (R24);
/// - every row is solved as a full one, so the items of the last, shorter row sit in the same
///   columns as the rows above (R19);
/// - rows follow each other `minimumLineSpacing` apart (R28), inside `sectionInset` (R32);
/// - the header and footer span the whole container across the scroll axis, outside `sectionInset`
///   along it (R40–R42 with `supplementariesFollowContentInsets` false and no reference insets).
/// In a horizontal layout the rows are columns and every length moves to the other axis (R54).
/// Every length is absolute, so no fractional result is floored (R4a), and the section's insets
/// are points, never fractions of the container (the builder does not apply R5 to them).
struct FlowDesugaring {
    /// The layout's scroll axis: rows follow each other along it.
    var axis: LayoutAxis
    var environment: LayoutEnvironment
    var limits: EvaluationLimits

    /// The ordinary section for `section`, whose content is `flow`, and its root group: one row.
    func desugar(_ flow: FlowConfiguration, in section: LayoutSection) throws(Diagnostic) -> (LayoutSection, LayoutGroup) {
        let reference = flow.sectionInsetReference.contentInsetsReference
        let cross = axis.cross
        let available =
            environment.container[cross]
            - environment.insets(for: reference, layoutDefault: .none).total(along: cross)
            - flow.sectionInset.total(along: cross)
        let row = try self.row(of: flow, available: available)

        var ordinary = section
        ordinary.content = .group(row)
        ordinary.interGroupSpacing = flow.minimumLineSpacing
        ordinary.contentInsets = flow.sectionInset
        ordinary.contentInsetsReference = reference
        ordinary.supplementaryContentInsetsReference = .none
        ordinary.supplementariesFollowContentInsets = false
        ordinary.orthogonalScrollingBehavior = .none
        let added = try headerAndFooter(of: flow)
        try added.checkKinds(against: section.boundarySupplementaryItems)
        ordinary.boundarySupplementaryItems = added.items.map(\.item) + section.boundarySupplementaryItems
        return (ordinary, row)
    }

    /// How many items of length `item` fit in `available` with `spacing` between them: n fit when
    /// `n·item + (n − 1)·spacing ≤ available`, and at least one always goes in. nil when more than
    /// `limit` fit.
    private static func itemsPerRow(item: Double, spacing: Double, available: Double, limit: Int) -> Int? {
        var count = max(1, ((available + spacing) / (item + spacing)).rounded(.down))
        guard count <= Double(limit) else { return nil }
        // The quotient can be off by one in floating point; the sum is the rule.
        while count > 1, count * item + (count - 1) * spacing > available { count -= 1 }
        while (count + 1) * item + count * spacing <= available { count += 1 }
        return count <= Double(limit) ? Int(count) : nil
    }

    /// One row: a group as long as an item along the scroll axis and as the available length
    /// across it, holding exactly the items that fit (R18: no fit test of the engine's own, whose
    /// tolerance of R15 is not the flow layout's).
    private func row(of flow: FlowConfiguration, available: Double) throws(Diagnostic) -> LayoutGroup {
        let cross = axis.cross
        let itemLength = flow.itemSize[cross]
        guard itemLength <= available else {
            throw Diagnostic(
                EngineDiagnostic.flowItemTooLarge(length: itemLength, cross: cross, available: available), at: flow.source)
        }
        guard
            let count = Self.itemsPerRow(
                item: itemLength, spacing: flow.minimumInteritemSpacing, available: available,
                limit: limits.maxCellsPerGroup)
        else {
            throw Diagnostic(EngineDiagnostic.flowRowTooManyItems(limit: limits.maxCellsPerGroup), at: flow.source)
        }
        var item = LayoutItem(
            size: LayoutSize(width: .absolute(flow.itemSize.width), height: .absolute(flow.itemSize.height)),
            source: flow.source)
        if count == 1 {
            // A lone item is centred: flexible edges on both sides share the leftover (R24).
            item.edgeSpacing =
                cross == .horizontal
                ? EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
                : EdgeSpacing(top: .flexible(0), bottom: .flexible(0))
        }
        var size = LayoutSize(width: .absolute(available), height: .absolute(available))
        size[axis] = .absolute(flow.itemSize[axis])
        return LayoutGroup(
            size: size, kind: .stack(cross, .repeatExactly(count, .item(item))),
            interItemSpacing: .flexible(flow.minimumInteritemSpacing), source: flow.source)
    }

    /// The header and footer, for reference sizes with a length along the scroll axis: as long
    /// as that, as wide as the container across it, and outside the section's insets.
    private func headerAndFooter(of flow: FlowConfiguration) throws(Diagnostic) -> AddedBoundaryItems {
        var added = AddedBoundaryItems(items: [], owner: "flow", source: flow.source)
        func append(_ kind: String, length: Double, alignment: RectAlignment, pinned: Bool, name: String) {
            guard length > 0 else { return }
            var size = LayoutSize(
                width: .absolute(environment.container.width), height: .absolute(environment.container.height))
            size[axis] = .absolute(length)
            let item = BoundarySupplementaryItem(
                elementKind: kind, size: size, alignment: alignment, pinToVisibleBounds: pinned, zIndex: 0,
                source: flow.source)
            added.items.append((item, name))
        }
        append(
            flow.headerKind, length: flow.headerReferenceSize[axis], alignment: axis == .vertical ? .top : .leading,
            pinned: flow.headersPinToVisibleBounds, name: "header (headerReferenceSize)")
        append(
            flow.footerKind, length: flow.footerReferenceSize[axis],
            alignment: axis == .vertical ? .bottom : .trailing, pinned: flow.footersPinToVisibleBounds,
            name: "footer (footerReferenceSize)")
        if added.items.count == 2, flow.headerKind == flow.footerKind {
            throw Diagnostic(
                ModelDiagnostic.duplicateElementKind(flow.footerKind, firstUse: "the flow's header (headerReferenceSize)"),
                at: flow.source)
        }
        return added
    }
}

extension FlowConfiguration.SectionInsetReference {
    /// The section insets reference that measures from the same place across the scroll axis (R6, R34).
    var contentInsetsReference: ContentInsetsReference {
        switch self {
        case .fromContentInset: .none
        case .fromSafeArea: .safeArea
        case .fromLayoutMargins: .layoutMargins
        }
    }
}
