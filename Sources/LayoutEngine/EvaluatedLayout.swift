import LayoutModel

/// A layout evaluated in one environment: the content size, and every element's attributes on demand.
///
/// Cells are computed from each section's group solution when asked for, so a section of 10^9 items
/// costs no more to evaluate than one of ten (R19).
public struct EvaluatedLayout: Sendable {
    /// Sections in data order.
    public let sections: [SectionLayout]
    let unroundedContentSize: Size
    let grid: PixelGrid
    /// Right-to-left: every frame is mirrored over the content width (R55, D12).
    let mirrored: Bool

    init(sections: [SectionLayout], unroundedContentSize: Size, grid: PixelGrid, mirrored: Bool) {
        self.sections = sections
        self.unroundedContentSize = unroundedContentSize
        self.grid = grid
        self.mirrored = mirrored
    }

    /// The collection view's content size, rounded to the pixel grid (R4, R38).
    public var contentSize: Size { grid.round(unroundedContentSize) }

    /// The number of elements of every category.
    public var elementCount: Int { sections.reduce(0) { $0 + $1.itemCount } }

    /// The attributes of one element, or nil when the layout has no such element.
    public func attributes(for key: ElementKey) -> LayoutAttributes? {
        guard key.category == .cell, key.indexPath.count == 2 else { return nil }
        return cellAttributes(section: key.indexPath[0], item: key.indexPath[1])
    }

    /// The attributes of the cell at (`section`, `item`), or nil when there is no such cell.
    public func cellAttributes(section: Int, item: Int) -> LayoutAttributes? {
        guard sections.indices.contains(section), let cell = sections[section].cell(at: item) else { return nil }
        return .cell([sections[section].index, item], frame: finalFrame(cell.frame), zIndex: cell.zIndex)
    }

    /// Every element in output order (language.md section 7), computed as the sequence is walked.
    public var elements: ElementSequence { ElementSequence(layout: self) }

    /// STEP 8 (R55/D12, R4b): a frame as UIKit reports it — mirrored for right-to-left, then snapped.
    func finalFrame(_ frame: Rect) -> Rect {
        var frame = frame
        if mirrored {
            frame.origin.x = unroundedContentSize.width - frame.x - frame.width
        }
        return grid.round(frame)
    }
}

/// The elements of an evaluated layout, in output order, produced lazily.
public struct ElementSequence: Sequence, Sendable {
    let layout: EvaluatedLayout

    public func makeIterator() -> Iterator {
        Iterator(layout: layout)
    }

    /// Walks sections, and within a section its cells by item.
    public struct Iterator: IteratorProtocol {
        let layout: EvaluatedLayout
        var section = 0
        var item = 0

        public mutating func next() -> LayoutAttributes? {
            while section < layout.sections.count {
                if item < layout.sections[section].itemCount {
                    defer { item += 1 }
                    return layout.cellAttributes(section: section, item: item)
                }
                section += 1
                item = 0
            }
            return nil
        }
    }
}
