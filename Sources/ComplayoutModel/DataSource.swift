import ComplayoutDiagnostics

/// A measured ("preferred") size; only the axes that were measured are given.
public struct MeasuredSize: Codable, Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// One data section: its item count and the sizes its cells and supplementaries measured.
///
/// A cell's measured size is read from `sizes` and, axis by axis where `sizes` gives none, from
/// `heights` and `widths`, the compact form for sections where most items were measured. The
/// spec reader refuses an item whose length is given twice; a section built in Swift that gives
/// both has the one in `sizes` used.
public struct SectionData: Sendable, Hashable {
    public var itemCount: Int
    /// Measured sizes of cells, by item index.
    public var sizes: [Int: MeasuredSize]
    /// Measured heights of cells, item *i* at position *i*.
    public var heights: MeasuredLengths
    /// Measured widths of cells, item *i* at position *i*.
    public var widths: MeasuredLengths
    /// Measured sizes of supplementaries — boundary items and anchored ones — by element kind.
    public var supplementarySizes: [String: MeasuredSize]
    @SourceAnnotation public var source: SourceRange?
    /// Where each kind in `supplementarySizes` is written, when it came from a file.
    @SourceAnnotation package var supplementarySizeSources: [String: SourceRange] = [:]
    /// Where each item index in `sizes` is written, when it came from a file.
    @SourceAnnotation package var sizeSources: [Int: SourceRange] = [:]

    public init(
        itemCount: Int, sizes: [Int: MeasuredSize] = [:], heights: MeasuredLengths = MeasuredLengths(),
        widths: MeasuredLengths = MeasuredLengths(), supplementarySizes: [String: MeasuredSize] = [:],
        source: SourceRange? = nil
    ) {
        self.itemCount = itemCount
        self.sizes = sizes
        self.heights = heights
        self.widths = widths
        self.supplementarySizes = supplementarySizes
        self.source = source
    }

    /// Item `item`'s measured size: `sizes` first, then, for an axis it leaves out, `heights` and `widths`.
    public func measuredSize(of item: Int) -> MeasuredSize? {
        let size = sizes[item]
        let width = size?.width ?? widths[item]
        let height = size?.height ?? heights[item]
        return width == nil && height == nil ? nil : MeasuredSize(width: width, height: height)
    }

    /// Every measured cell with its size (`measuredSize(of:)`), ascending by item.
    public var measuredCellSizes: [(item: Int, size: MeasuredSize)] {
        let items = Set(sizes.keys).union(heights.measured.map(\.item)).union(widths.measured.map(\.item))
        return items.sorted().compactMap { item in measuredSize(of: item).map { (item, $0) } }
    }

    /// True when some cell has a measured size.
    public var hasMeasuredCells: Bool { !sizes.isEmpty || heights.measuresAny || widths.measuresAny }
}

/// The data source: the sections and their items (language.md section 5).
public struct DataSource: Codable, Sendable, Hashable {
    public var sections: [SectionData]

    public init(sections: [SectionData]) {
        self.sections = sections
    }

    /// Items per section when a spec has no `data`.
    public static let defaultItemCount = 10

    /// The data a spec without `data` stands for: one section per definition, 10 items each.
    public static func `default`(for layout: CompositionalLayout) -> DataSource {
        DataSource(
            sections: Array(
                repeating: SectionData(itemCount: defaultItemCount),
                count: layout.sections.defaultSectionCount))
    }
}
