import ComplayoutModel

/// A layout evaluated in one environment: the content size, and every element's attributes on demand.
///
/// Cells and anchored supplementaries are computed from each section's group solution when asked
/// for, so a section of 10^9 items costs no more to evaluate than one of ten (R19).
public struct EvaluatedLayout: Sendable {
    /// Layout-level boundary items (index paths `[k]`), before rounding and mirroring.
    let layoutItems: [LayoutAttributes]
    /// Sections in data order.
    public let sections: [SectionLayout]
    package let unroundedContentSize: Size
    package let grid: PixelGrid
    /// Right-to-left: every frame is mirrored over the content width (R55, D12).
    package let mirrored: Bool
    /// Locates the sections a rectangle reaches along the scroll axis.
    let sectionSearch: SectionSearch

    init(
        layoutItems: [LayoutAttributes], sections: [SectionLayout], axis: LayoutAxis, unroundedContentSize: Size,
        grid: PixelGrid, mirrored: Bool
    ) {
        self.layoutItems = layoutItems
        self.sections = sections
        self.unroundedContentSize = unroundedContentSize
        self.grid = grid
        self.mirrored = mirrored
        self.sectionSearch = SectionSearch(sections: sections, axis: axis)
    }

    /// The collection view's content size, rounded to the pixel grid (R4, R38).
    public var contentSize: Size { grid.round(unroundedContentSize) }

    /// The attributes of one element, or nil when the layout has no such element.
    public func attributes(for key: ElementKey) -> LayoutAttributes? {
        guard let sectionIndex = key.path.section, let index = key.path.index else {
            return layoutItems.first { $0.key == key }.map(final)
        }
        guard sections.indices.contains(sectionIndex) else { return nil }
        let section = sections[sectionIndex]
        let found: LayoutAttributes?
        switch key.category {
        case .cell:
            found = section.cell(at: index)
        case .decoration:
            found = section.decorations.first { $0.key == key }
        case .supplementary:
            found = key.elementKind.flatMap(section.kindIndex(of:)).flatMap { section.supplementary($0, ordinal: index) }
        }
        return found.map(final)
    }

    /// The attributes of the cell at (`section`, `item`), or nil when there is no such cell.
    public func cellAttributes(section: Int, item: Int) -> LayoutAttributes? {
        guard sections.indices.contains(section) else { return nil }
        return sections[section].cell(at: item).map(final)
    }

    /// Every element in output order (language.md section 7), computed as the sequence is walked.
    public var elements: ElementSequence { ElementSequence(layout: self) }

    /// STEP 11 (R55/D12, R4b): attributes as UIKit reports them — mirrored for right-to-left, then snapped.
    func final(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var attributes = attributes
        attributes.frame = final(attributes.frame)
        return attributes
    }

    /// STEP 11 for any rectangle in the coordinates sections are laid out in.
    func final(_ rect: Rect) -> Rect {
        Rect(
            x: finalStart(rect.x, length: rect.width, along: .horizontal),
            y: finalStart(rect.y, length: rect.height, along: .vertical),
            width: grid.round(rect.width), height: grid.round(rect.height))
    }

    /// STEP 11 for one edge: the final start along `axis` of a rectangle starting at `start` with
    /// `length` along it — mirrored over the content width for right-to-left, then snapped.
    func finalStart(_ start: Double, length: Double, along axis: LayoutAxis) -> Double {
        guard mirrored, axis == .horizontal else { return grid.round(start) }
        return grid.round(unroundedContentSize.width - start - length)
    }

    /// R55, D12: for right to left, `rect` mirrored over the content width; else `rect` itself.
    package func mirroredIfRightToLeft(_ rect: Rect) -> Rect {
        var rect = rect
        if mirrored { rect.origin.x = unroundedContentSize.width - rect.x - rect.width }
        return rect
    }
}
