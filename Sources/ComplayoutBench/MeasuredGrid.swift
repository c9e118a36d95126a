import Complayout

/// The grid of benchmarks 4 and 8 with every cell measured: three columns in a container 390
/// points wide, 8 points between columns and rows, cells estimated 100 high and measured
/// `height(of:)`; each row is as tall as its tallest cell. Benchmarks/peers/taffy_grid.py
/// `--measured` builds the same grid with CSS Grid.
struct MeasuredGrid {
    var cells: Int
    var width = 390.0
    var gap = 8.0
    var estimate = 100.0

    /// Cell `item`'s measured height: 60 to 156 points, varying from cell to cell (the peer's formula).
    static func height(of item: Int) -> Double { Double(60 + (item * 37) % 97) }

    /// The layout, environment and data, every cell measured when `measured`, none otherwise.
    func layout(measured: Bool) -> (CompositionalLayout, LayoutEnvironment, DataSource) {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate)))
        var group = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate)),
            kind: .stack(.horizontal, .count(3, .item(item))))
        group.interItemSpacing = .fixed(gap)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = gap
        var sizes: [Int: MeasuredSize] = [:]
        if measured {
            for item in 0..<cells { sizes[item] = MeasuredSize(height: Self.height(of: item)) }
        }
        return (
            CompositionalLayout(sections: .uniform(.section(section))),
            LayoutEnvironment(container: Size(width: width, height: 844)),
            DataSource(sections: [SectionData(itemCount: cells, sizes: sizes)])
        )
    }
}
