/// The spec text of a vertical grid: one section of `items` cells in rows of `columns` equal
/// columns, every row `rowHeight` points high, `spacing` points between columns and between rows,
/// no insets. The same grid as Benchmarks/peers/taffy_grid.py builds with CSS Grid.
struct GridSpec {
    var items: Int
    /// Sections, each of `items` cells, with no spacing between them.
    var sections = 1
    var columns: Int
    var containerWidth: Double
    var containerHeight: Double = 844
    var rowHeight: Double
    var spacing: Double

    var text: String {
        """
        name: benchmark grid
        environment:
          container: { width: \(containerWidth), height: \(containerHeight) }
        layout:
          section:
            interGroupSpacing: \(spacing)
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(\(rowHeight)) }
                interItemSpacing: fixed(\(spacing))
                count: \(columns)
                subitems:
                  - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
        data:
          sections: [\(repeatElement(String(items), count: sections).joined(separator: ", "))]

        """
    }
}
