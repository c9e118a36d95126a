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
public struct SectionData: Codable, Sendable, Hashable {
    public var itemCount: Int
    /// Measured sizes of cells, by item index.
    public var sizes: [Int: MeasuredSize]
    /// Measured sizes of supplementaries — boundary items and anchored ones — by element kind.
    public var supplementarySizes: [String: MeasuredSize]
    @SourceAnnotation public var source: SourceRange?
    /// Where each kind in `supplementarySizes` is written, when it came from a file.
    @SourceAnnotation package var supplementarySizeSources: [String: SourceRange] = [:]
    /// Where each item index in `sizes` is written, when it came from a file.
    @SourceAnnotation package var sizeSources: [Int: SourceRange] = [:]

    public init(
        itemCount: Int, sizes: [Int: MeasuredSize] = [:], supplementarySizes: [String: MeasuredSize] = [:],
        source: SourceRange? = nil
    ) {
        self.itemCount = itemCount
        self.sizes = sizes
        self.supplementarySizes = supplementarySizes
        self.source = source
    }
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
